import { z } from 'zod';

export const QUESTION_TYPES = [
  'MCQ_SINGLE',
  'MCQ_MULTI',
  'TRUE_FALSE',
  'OPEN',
  'FILL_GAP',
  'COMPLIANCE',
  'ORDERING',
  'HOTSPOT',
  'MATCHING',
] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

export const DifficultySchema = z.enum(['EASY', 'MEDIUM', 'HARD']);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const VisibilitySchema = z.enum(['PUBLIC', 'PRIVATE']);
export type Visibility = z.infer<typeof VisibilitySchema>;

export const QuizStatusSchema = z.enum(['DRAFT', 'PENDING_REVIEW', 'PUBLISHED', 'REJECTED', 'ARCHIVED']);
export type QuizStatus = z.infer<typeof QuizStatusSchema>;

/** ALL_OR_NOTHING: score 1 only for a fully right answer; PARTIAL: a share of credit where the type allows it. */
export const ScoringModeSchema = z.enum(['ALL_OR_NOTHING', 'PARTIAL']);
export type ScoringMode = z.infer<typeof ScoringModeSchema>;

export const FeedbackModeSchema = z.enum(['AFTER_COMPLETION', 'IMMEDIATE']);
export type FeedbackMode = z.infer<typeof FeedbackModeSchema>;

export const AttemptModeSchema = z.enum(['ONE_BY_ONE', 'ALL_AT_ONCE', 'TIMED']);
export type AttemptMode = z.infer<typeof AttemptModeSchema>;

export const AttemptStatusSchema = z.enum(['IN_PROGRESS', 'COMPLETED', 'ABANDONED', 'PAUSED']);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

export const ROLES = ['ROLE_USER', 'ROLE_QUIZ_CREATOR', 'ROLE_MODERATOR', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

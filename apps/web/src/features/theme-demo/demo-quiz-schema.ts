import { DifficultySchema, VisibilitySchema } from '@quizmaker/contracts';
import { z } from 'zod';

export const DEMO_TITLE_MIN = 3;
export const DEMO_TITLE_MAX = 100;
export const DEMO_DESCRIPTION_MAX = 500;
export const DEMO_TIME_MIN = 1;
export const DEMO_TIME_MAX = 300;
/** Simulated submission delay of the demo form. */
export const DEMO_SUBMIT_DELAY_MS = 1000;

/** The shared form helper's messages (spec 1 section 5): '{label} is required', 'must be at least N characters', ... */
export interface FormMessages {
  required(label: string): string;
  minLength(label: string, n: number): string;
  maxLength(label: string, n: number): string;
  format(label: string): string;
  timeMin: string;
  timeMax: string;
}

/** An absolute http(s) address. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The demo quiz-creation form of spec 1 (title, description, difficulty, estimated time, visibility), plus an optional source link that shows the format rule. */
export function demoQuizSchema(
  messages: FormMessages,
  labels: { title: string; description: string; estimatedTime: string; sourceUrl: string },
) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, messages.required(labels.title))
      .min(DEMO_TITLE_MIN, messages.minLength(labels.title, DEMO_TITLE_MIN))
      .max(DEMO_TITLE_MAX, messages.maxLength(labels.title, DEMO_TITLE_MAX)),
    description: z
      .string()
      .trim()
      .max(DEMO_DESCRIPTION_MAX, messages.maxLength(labels.description, DEMO_DESCRIPTION_MAX)),
    difficulty: DifficultySchema,
    estimatedTime: z
      .number({ error: messages.required(labels.estimatedTime) })
      .int()
      .min(DEMO_TIME_MIN, messages.timeMin)
      .max(DEMO_TIME_MAX, messages.timeMax),
    visibility: VisibilitySchema,
    sourceUrl: z
      .string()
      .trim()
      .refine((value) => value === '' || isWebAddress(value), messages.format(labels.sourceUrl)),
  });
}

export type DemoQuiz = z.infer<ReturnType<typeof demoQuizSchema>>;

export const demoQuizDefaults: DemoQuiz = {
  title: '',
  description: '',
  difficulty: 'MEDIUM',
  estimatedTime: 30,
  visibility: 'PRIVATE',
  sourceUrl: '',
};

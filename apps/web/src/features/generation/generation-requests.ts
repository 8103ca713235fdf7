import {
  CHUNK_SIZE_LIMITS,
  GenerateFromTextBodySchema,
  GenerateFromUploadFieldsSchema,
  GENERATION_TEXT_MAX,
  GENERATION_TIME_PER_QUESTION,
  type Difficulty,
  type QuestionsPerType,
  type QuizScope,
} from '@quizmaker/contracts';
import type { EstimateRequest, TextGenerationRequest } from '../../api/generation.ts';
import { positiveCounts, WIZARD_DEFAULT_COUNTS } from './QuestionsPerTypeFields.tsx';

export type WizardChunking = 'CHAPTER_BASED' | 'FIXED_SIZE';
export type WizardScope = Extract<QuizScope, 'ENTIRE_DOCUMENT' | 'SPECIFIC_CHAPTER' | 'SPECIFIC_CHUNKS'>;
export const GENERATION_LANGUAGE_CODES = ['en', 'es', 'fr', 'de'] as const;
export type GenerationLanguage = (typeof GENERATION_LANGUAGE_CODES)[number];

/** The wizard's upload limit and accepted files (spec 2 section 5). */
export const WIZARD_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const WIZARD_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
export const WIZARD_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export const wizardFileMessages = {
  type: 'Please upload a PDF, Word document, or text file',
  size: 'File size must be less than 10MB',
} as const;

/** The quiz fields every generation request carries. */
export interface GenerationQuizFields {
  quizTitle: string;
  quizDescription: string;
  questionsPerType: QuestionsPerType;
  difficulty: Difficulty;
  estimatedTimePerQuestion: number;
  categoryId: string | null;
  tagIds: string[];
}

export interface TextGenerationForm extends GenerationQuizFields {
  text: string;
  language: GenerationLanguage;
  chunkingStrategy: WizardChunking;
  maxChunkSize: number;
}

export interface DocumentGenerationForm extends GenerationQuizFields {
  file: File | null;
  chunkingStrategy: WizardChunking;
  maxChunkSize: number;
  quizScope: WizardScope;
  chapterTitle: string;
  chapterNumber: string;
  chunkIndices: string;
}

const quizDefaults = (): GenerationQuizFields => ({
  quizTitle: '',
  quizDescription: '',
  questionsPerType: { ...WIZARD_DEFAULT_COUNTS },
  difficulty: 'MEDIUM',
  estimatedTimePerQuestion: GENERATION_TIME_PER_QUESTION.default,
  categoryId: null,
  tagIds: [],
});

/** Defaults of spec 2 section 9: language en, CHAPTER_BASED, 5000 (text) or 10000 (document), whole document. */
export const defaultTextForm = (): TextGenerationForm => ({
  ...quizDefaults(),
  text: '',
  language: 'en',
  chunkingStrategy: 'CHAPTER_BASED',
  maxChunkSize: CHUNK_SIZE_LIMITS.text.default,
});
export const defaultDocumentForm = (): DocumentGenerationForm => ({
  ...quizDefaults(),
  file: null,
  chunkingStrategy: 'CHAPTER_BASED',
  maxChunkSize: CHUNK_SIZE_LIMITS.upload.default,
  quizScope: 'ENTIRE_DOCUMENT',
  chapterTitle: '',
  chapterNumber: '',
  chunkIndices: '',
});

/** Time per question falls back to 2 when it is not a whole number from 1 to 10 (spec 2 section 5). */
export function timePerQuestion(value: number | undefined): number {
  return value !== undefined &&
    Number.isInteger(value) &&
    value >= GENERATION_TIME_PER_QUESTION.min &&
    value <= GENERATION_TIME_PER_QUESTION.max
    ? value
    : GENERATION_TIME_PER_QUESTION.default;
}

export type FieldMessages = Partial<Record<string, string>>;

function firstByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= issue.message;
  }
  return messages;
}

export function textRequestOf(form: TextGenerationForm): TextGenerationRequest {
  return {
    text: form.text,
    language: form.language,
    chunkingStrategy: form.chunkingStrategy as TextGenerationRequest['chunkingStrategy'],
    maxChunkSize: form.maxChunkSize,
    quizTitle: form.quizTitle.trim(),
    quizDescription: form.quizDescription.trim() || null,
    questionsPerType: positiveCounts(form.questionsPerType),
    difficulty: form.difficulty,
    estimatedTimePerQuestion: timePerQuestion(form.estimatedTimePerQuestion),
    categoryId: form.categoryId,
    tagIds: form.tagIds,
  };
}

/** The estimate body for a text request (the same fields; a blank description is left out). */
export function textEstimateOf(form: TextGenerationForm): EstimateRequest {
  const { quizDescription, categoryId, ...rest } = textRequestOf(form);
  return { ...rest, ...(quizDescription ? { quizDescription } : {}), ...(categoryId ? { categoryId } : {}) };
}

/** Checks the text request with the server's own schema: messages by field (text, quizTitle, maxChunkSize, questionsPerType, ...). */
export function checkTextForm(form: TextGenerationForm): FieldMessages {
  const messages: FieldMessages = {};
  if (form.quizTitle.trim() === '') {
    messages.quizTitle = 'Please enter a quiz title';
  }
  if (form.text.trim() === '') {
    messages.text = 'Please enter text content';
  } else if (form.text.length > GENERATION_TEXT_MAX) {
    messages.text = `Text must be no more than ${GENERATION_TEXT_MAX} characters`;
  }
  const parsed = GenerateFromTextBodySchema.safeParse({
    ...textRequestOf(form),
    questionsPerType: form.questionsPerType,
  });
  return parsed.success ? messages : { ...firstByField(parsed.error.issues), ...messages };
}

/** The multipart text fields of generate-from-upload (questionsPerType and tagIds as JSON text). */
export function uploadFieldsOf(form: DocumentGenerationForm): Record<string, string> {
  const fields: Record<string, string> = {
    chunkingStrategy: form.chunkingStrategy,
    quizScope: form.quizScope,
    quizTitle: form.quizTitle.trim(),
    quizDescription: form.quizDescription.trim(),
    questionsPerType: JSON.stringify(positiveCounts(form.questionsPerType)),
    difficulty: form.difficulty,
    estimatedTimePerQuestion: String(timePerQuestion(form.estimatedTimePerQuestion)),
    tagIds: JSON.stringify(form.tagIds),
  };
  if (form.chunkingStrategy === 'FIXED_SIZE') {
    fields.maxChunkSize = String(form.maxChunkSize);
  }
  if (form.categoryId) {
    fields.categoryId = form.categoryId;
  }
  if (form.quizScope === 'SPECIFIC_CHAPTER') {
    if (form.chapterTitle.trim()) {
      fields.chapterTitle = form.chapterTitle.trim();
    }
    if (form.chapterNumber.trim()) {
      fields.chapterNumber = form.chapterNumber.trim();
    }
  }
  if (form.quizScope === 'SPECIFIC_CHUNKS') {
    fields.chunkIndices = form.chunkIndices;
  }
  return fields;
}

/** The wizard's own file checks, before anything is sent. */
export function checkWizardFile(file: File): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    (WIZARD_FILE_TYPES as readonly string[]).includes(file.type) ||
    WIZARD_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeOk) {
    return wizardFileMessages.type;
  }
  return file.size > WIZARD_MAX_FILE_BYTES ? wizardFileMessages.size : null;
}

export function checkDocumentForm(form: DocumentGenerationForm): FieldMessages {
  const messages: FieldMessages = {};
  if (form.quizTitle.trim() === '') {
    messages.quizTitle = 'Please enter a quiz title';
  }
  if (form.file === null) {
    messages.file = 'Please upload a document';
  } else {
    const fileIssue = checkWizardFile(form.file);
    if (fileIssue) {
      messages.file = fileIssue;
    }
  }
  const parsed = GenerateFromUploadFieldsSchema.safeParse(uploadFieldsOf(form));
  return parsed.success ? messages : { ...firstByField(parsed.error.issues), ...messages };
}

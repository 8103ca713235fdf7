import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { QuestionTypeSchema } from './enums.ts';
import { QUIZ_QUESTIONS_MAX } from './quizzes.ts';

/** Formats quizzes are imported from and exported to (issue 20); more join as they work. */
export const INTERCHANGE_FORMATS = ['json', 'gift', 'aiken', 'moodle-xml', 'qti', 'csv', 'xlsx'] as const;

/**
 * Largest file POST /api/v1/quizzes/import reads (checked while it arrives, before any parsing):
 * room for a Moodle XML file or QTI package with its images, as an image upload may be.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Most questions one file may hold: a quiz's limit (counted before the questions are parsed). */
export const IMPORT_MAX_QUESTIONS = QUIZ_QUESTIONS_MAX;

export const interchangeMessages = {
  fileRequired: 'Choose a file to import',
  fileTooLarge: 'The file must be no more than 10 MB',
  notText: 'The file is not UTF-8 text',
  nulCharacter: 'The file contains a NUL character (U+0000), which no text may hold',
  formatInvalid: `Format must be one of: ${INTERCHANGE_FORMATS.join(', ')}`,
  formatUnknown: `The file is not in a format we can import (${INTERCHANGE_FORMATS.join(', ')})`,
  dryRunInvalid: 'dryRun must be true or false',
  tooManyQuestions: `The file holds more than ${IMPORT_MAX_QUESTIONS} questions`,
  noQuestions: 'The file holds no questions',
  quizTooFull: `A quiz holds at most ${QUIZ_QUESTIONS_MAX} questions`,
} as const;

export const InterchangeFormatSchema = z
  .enum(INTERCHANGE_FORMATS, { error: interchangeMessages.formatInvalid })
  .meta({ id: 'InterchangeFormat' });
export type InterchangeFormat = z.infer<typeof InterchangeFormatSchema>;

/** The text fields of the import form (multipart), as sent. */
export const ImportFieldsSchema = z.object({
  format: InterchangeFormatSchema.optional(),
  quizId: IdSchema.optional(),
  dryRun: z
    .enum(['true', 'false'], { error: interchangeMessages.dryRunInvalid })
    .optional()
    .transform((value) => value === 'true'),
});
export type ImportFields = z.infer<typeof ImportFieldsSchema>;

/** READY: imported as written; CONVERTED: imported with the notes; SKIPPED: left out for the reason (notes[0]). */
export const ImportItemStatusSchema = z.enum(['READY', 'CONVERTED', 'SKIPPED']);
export type ImportItemStatus = z.infer<typeof ImportItemStatusSchema>;

/** One question of the file as the import read it (the preview list). `index` counts from 1 in file order. */
export const ImportItemSchema = z
  .object({
    index: z.number().int(),
    title: z.string().nullable(),
    type: QuestionTypeSchema.nullable(),
    questionText: z.string(),
    status: ImportItemStatusSchema,
    notes: z.array(z.string()),
  })
  .meta({ id: 'ImportItem' });
export type ImportItem = z.infer<typeof ImportItemSchema>;

export const ImportSkippedSchema = z
  .object({ index: z.number().int(), title: z.string().nullable(), reason: z.string() })
  .meta({ id: 'ImportSkipped' });
export type ImportSkipped = z.infer<typeof ImportSkippedSchema>;

/** A conversion note of one question (index) or of the whole file (index null). */
export const ImportWarningSchema = z
  .object({ index: z.number().int().nullable(), title: z.string().nullable(), message: z.string() })
  .meta({ id: 'ImportWarning' });
export type ImportWarning = z.infer<typeof ImportWarningSchema>;

/** POST /api/v1/quizzes/import: what was (or with dryRun would be) imported; quizId null on a dry run. */
export const ImportResultSchema = z
  .object({
    quizId: z.string().nullable(),
    format: InterchangeFormatSchema,
    imported: z.number().int(),
    skipped: z.array(ImportSkippedSchema),
    warnings: z.array(ImportWarningSchema),
    questions: z.array(ImportItemSchema),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** GET /api/v1/quizzes/{id}/export?format=... */
export const QuizExportQuerySchema = z.object({ format: InterchangeFormatSchema });
export type QuizExportQuery = z.infer<typeof QuizExportQuerySchema>;

/** X-Export-Skipped of GET /api/v1/quizzes/{id}/export: the questions the format could not hold (the first 20), in JSON. */
export const ExportSkippedHeaderSchema = z.array(z.object({ index: z.number().int(), reason: z.string() }));
export type ExportSkipped = z.infer<typeof ExportSkippedHeaderSchema>[number];

/** X-Export-Warnings: what the written questions lost or changed to fit the format (the first 20), in JSON. */
export const ExportWarningsHeaderSchema = z.array(z.object({ index: z.number().int(), message: z.string() }));
export type ExportWarning = z.infer<typeof ExportWarningsHeaderSchema>[number];

/** Download type and file extension of each format. */
export const INTERCHANGE_FILES: Record<InterchangeFormat, { contentType: string; extension: string }> = {
  json: { contentType: 'application/json; charset=utf-8', extension: 'json' },
  gift: { contentType: 'text/plain; charset=utf-8', extension: 'gift.txt' },
  aiken: { contentType: 'text/plain; charset=utf-8', extension: 'aiken.txt' },
  'moodle-xml': { contentType: 'application/xml; charset=utf-8', extension: 'moodle.xml' },
  qti: { contentType: 'application/zip', extension: 'qti.zip' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
};

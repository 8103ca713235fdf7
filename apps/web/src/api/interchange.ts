import {
  ExportSkippedHeaderSchema,
  ExportWarningsHeaderSchema,
  INTERCHANGE_FILES,
  type ExportSkipped,
  type ExportWarning,
  type ImportResult,
  type InterchangeFormat,
} from '@quizmaker/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { download, upload } from './http.ts';
import { questionKeys } from './questions.ts';
import { quizKeys } from './quizzes.ts';

export interface ImportRequest {
  file: File;
  /** null: the server detects the format from the content. */
  format: InterchangeFormat | null;
  /** The quiz to add the questions to; null makes a new DRAFT quiz. */
  quizId: string | null;
  /** true: read and check only (the preview); nothing is stored. */
  dryRun: boolean;
}

/** POST /v1/quizzes/import (multipart). */
export function importQuestions({ file, format, quizId, dryRun }: ImportRequest): Promise<ImportResult> {
  const form = new FormData();
  if (format) {
    form.append('format', format);
  }
  if (quizId) {
    form.append('quizId', quizId);
  }
  form.append('dryRun', String(dryRun));
  form.append('file', file, file.name);
  return upload<ImportResult>('/v1/quizzes/import', form, { area: 'quizzes' });
}

/** The real import: a new quiz or more questions in one, so every quiz and question list is read again. */
export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<ImportRequest, 'dryRun'>) => importQuestions({ ...request, dryRun: false }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: quizKeys.all }),
        client.invalidateQueries({ queryKey: questionKeys.all }),
      ]);
    },
  });
}

interface QuizExportFile {
  blob: Blob;
  fileName: string;
  /** How many questions the format could not hold (none written half right). */
  skippedCount: number;
  /** The first of them, with the reason. */
  skipped: ExportSkipped[];
  /** How many notes say what written questions lost or changed to fit the format. */
  warningCount: number;
  /** The first of them. */
  warnings: ExportWarning[];
}

const FILE_NAME_STAR = "filename*=UTF-8''";

/** The download name of a Content-Disposition (its UTF-8 form), or null. */
function dispositionFileName(header: string | null): string | null {
  const start = header?.indexOf(FILE_NAME_STAR) ?? -1;
  if (header === null || start < 0) {
    return null;
  }
  const encoded =
    header
      .slice(start + FILE_NAME_STAR.length)
      .split(';')[0]
      ?.trim() ?? '';
  try {
    return decodeURIComponent(encoded) || null;
  } catch {
    return null;
  }
}

/** An X-Export-* list header and its count header: the entries listed (the first 20) and how many in all. */
function listedIn<T>(headers: Headers, name: string, schema: z.ZodType<T[]>): { count: number; first: T[] } {
  let first: T[] = [];
  try {
    const parsed = schema.safeParse(JSON.parse(headers.get(name) ?? '[]'));
    first = parsed.success ? parsed.data : [];
  } catch {
    first = [];
  }
  const counted = Number.parseInt(headers.get(`${name}-count`) ?? '', 10);
  return { count: Number.isFinite(counted) ? counted : first.length, first };
}

/** GET /v1/quizzes/{id}/export?format=...: the file, its name, and what it leaves out (X-Export-Skipped*) and changes (X-Export-Warnings*). */
export async function downloadQuizExport(quizId: string, format: InterchangeFormat): Promise<QuizExportFile> {
  const { blob, headers } = await download(`/v1/quizzes/${encodeURIComponent(quizId)}/export`, {
    area: 'quizzes',
    query: { format },
  });
  const skipped = listedIn(headers, 'x-export-skipped', ExportSkippedHeaderSchema);
  const warnings = listedIn(headers, 'x-export-warnings', ExportWarningsHeaderSchema);
  return {
    blob,
    fileName: dispositionFileName(headers.get('content-disposition')) ?? `quiz.${INTERCHANGE_FILES[format].extension}`,
    skippedCount: skipped.count,
    skipped: skipped.first,
    warningCount: warnings.count,
    warnings: warnings.first,
  };
}

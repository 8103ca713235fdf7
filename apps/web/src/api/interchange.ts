import {
  ExportSkippedHeaderSchema,
  INTERCHANGE_FILES,
  type ExportSkipped,
  type ImportResult,
  type InterchangeFormat,
} from '@quizmaker/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

function skippedOf(header: string | null): ExportSkipped[] {
  try {
    const parsed = ExportSkippedHeaderSchema.safeParse(JSON.parse(header ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** GET /v1/quizzes/{id}/export?format=...: the file, its name, and what it leaves out (X-Export-Skipped*). */
export async function downloadQuizExport(quizId: string, format: InterchangeFormat): Promise<QuizExportFile> {
  const { blob, headers } = await download(`/v1/quizzes/${encodeURIComponent(quizId)}/export`, {
    area: 'quizzes',
    query: { format },
  });
  const skipped = skippedOf(headers.get('x-export-skipped'));
  const counted = Number.parseInt(headers.get('x-export-skipped-count') ?? '', 10);
  return {
    blob,
    fileName: dispositionFileName(headers.get('content-disposition')) ?? `quiz.${INTERCHANGE_FILES[format].extension}`,
    skippedCount: Number.isFinite(counted) ? counted : skipped.length,
    skipped,
  };
}

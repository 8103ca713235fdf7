import type { ExportFormat, ResultsExport } from '@quizmaker/contracts';
import { writeCsv } from './csv.ts';
import { writePdf } from './pdf.ts';
import { writeXlsx } from './xlsx.ts';

export type { ResultsExport } from '@quizmaker/contracts';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
};

/** Spec 3 "Export dialog": the quiz title lower-cased, every non-alphanumeric an underscore, then `_results.<ext>`. */
export function exportFileName(title: string, format: ExportFormat): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}_results.${format}`;
}

/** Writes one export file from the plain export data; every format carries what the options allow. */
export async function writeExport(data: ResultsExport, format: ExportFormat): Promise<ExportFile> {
  const body =
    format === 'csv'
      ? Buffer.from(writeCsv(data), 'utf8')
      : format === 'xlsx'
        ? await writeXlsx(data)
        : format === 'pdf'
          ? await writePdf(data)
          : Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
  return { fileName: exportFileName(data.quiz.title, format), contentType: CONTENT_TYPES[format], body };
}

import type { DocumentStatus } from '@quizmaker/contracts';
import type { BadgeTone } from '../../ui/index.ts';

export const DOCUMENT_STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  UPLOADED: 'warning',
  PROCESSING: 'info',
  PROCESSED: 'success',
  FAILED: 'danger',
};

/** Bytes as B, KB, MB or GB with at most one decimal ("130 MB", "1.5 MB": a trailing ".0" says nothing). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** The upload screen's own limit (spec 2 section 5: 130 MB, checked before sending; the server allows 150). */
export const UPLOAD_SCREEN_MAX_BYTES = 130 * 1024 * 1024;
/** Types the upload screen offers (spec 2 section 5: PDF, DOCX, plain text, RTF). */
export const UPLOAD_EXTENSIONS = ['.pdf', '.docx', '.txt', '.rtf'] as const;
export const UPLOAD_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/rtf',
  'text/rtf',
] as const;

export const uploadMessages = {
  configMissing: 'Configuration not loaded.',
  typeNotSupported: 'File type not supported',
  tooLarge: (size: string) => `File size exceeds maximum allowed size of ${size}`,
} as const;

/** The upload screen's checks before sending: config loaded, type, size. Null when the file may go. */
export function uploadIssue(file: File, configLoaded: boolean): string | null {
  if (!configLoaded) {
    return uploadMessages.configMissing;
  }
  const name = file.name.toLowerCase();
  const typeOk =
    (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) ||
    UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeOk) {
    return uploadMessages.typeNotSupported;
  }
  return file.size > UPLOAD_SCREEN_MAX_BYTES ? uploadMessages.tooLarge(formatBytes(UPLOAD_SCREEN_MAX_BYTES)) : null;
}

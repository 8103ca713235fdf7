import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  IdParamsSchema,
  IMPORT_MAX_BYTES,
  ImportFieldsSchema,
  ImportResultSchema,
  interchangeMessages,
  QuizExportQuerySchema,
} from '@quizmaker/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, payloadTooLarge, unsupportedMediaType, validationError } from '../../errors.ts';
import { attachmentResponses } from '../../http/attachment.ts';
import { requirePermission, requirePrincipal } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { ImportRequest, InterchangeService } from './service.ts';

/** How many entries X-Export-Skipped and X-Export-Warnings list (each under 200 bytes: a header stays under 4 KB). */
const EXPORT_HEADER_ENTRIES_MAX = 20;

/** JSON for a header: characters past ASCII as \u escapes (a header holds Latin-1 only; a quoted text may hold more). */
function headerJson(value: unknown): string {
  const json = JSON.stringify(value);
  let text = '';
  for (let index = 0; index < json.length; index += 1) {
    const unit = json.charCodeAt(index);
    // Outside ASCII only inside JSON strings, where \uXXXX (surrogates one by one) means the same.
    text += unit < 0x7f ? json.charAt(index) : `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return text;
}

const route = signedInRoutes(['Quizzes']);
/** The form's own fields; anything else sent is ignored. */
const FIELD_NAMES = new Set(['format', 'quizId', 'dryRun']);

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** The upload: the file (at most IMPORT_MAX_BYTES, refused while it arrives) and the text fields, checked. */
async function readImportForm(request: FastifyRequest): Promise<ImportRequest> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Expected a multipart/form-data upload');
  }
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES } })) {
    if (part.type === 'file') {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        throw isFileTooLarge(error) ? payloadTooLarge(interchangeMessages.fileTooLarge) : error;
      }
      if (part.fieldname === 'file') {
        file = { fileName: part.filename, bytes };
      }
    } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const parsed = ImportFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    throw validationError(`Validation error: ${fieldErrors[0]?.message ?? ''}`, fieldErrors);
  }
  if (file === null || file.bytes.length === 0) {
    throw fieldError('file', interchangeMessages.fileRequired);
  }
  return { ...file, format: parsed.data.format, quizId: parsed.data.quizId, dryRun: parsed.data.dryRun };
}

/** A file name for Content-Disposition: the ASCII name, and the same percent-encoded. */
const disposition = (fileName: string) =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** /api/v1/quizzes/import and /api/v1/quizzes/{id}/export (issue 20). */
export const interchangeRoutes: FastifyPluginAsyncZod<{ interchange: InterchangeService }> = async (
  app,
  { interchange },
) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  app.post(
    '/import',
    route(
      'Import questions from a file (multipart: file; optional format json|gift|aiken, detected when absent; quizId to add to; dryRun=true)',
      {
        consumes: ['multipart/form-data'],
        response: { 200: ImportResultSchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errorResponses },
      },
    ),
    async (request) => {
      const principal = requirePermission(request, 'QUESTION_CREATE');
      const form = await readImportForm(request);
      if (form.quizId === undefined) {
        requirePermission(request, 'QUIZ_CREATE');
      }
      return interchange.import(principal, form);
    },
  );

  app.get(
    '/:id/export',
    route(
      'Export a quiz as a file (owners, moderators and admins); skipped questions in X-Export-Skipped (the first 20) and X-Export-Skipped-Count, what written ones lost in X-Export-Warnings (the first 20) and X-Export-Warnings-Count',
      {
        params: IdParamsSchema,
        querystring: QuizExportQuerySchema,
        response: attachmentResponses,
      },
    ),
    async (request, reply) => {
      const file = await interchange.export(requirePrincipal(request), request.params.id, request.query.format);
      return (
        reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', disposition(file.fileName))
          .header('Cache-Control', 'no-store')
          // Headers past ~8 KB are refused by common proxies: the first entries, and the count of all.
          .header('X-Export-Skipped', headerJson(file.skipped.slice(0, EXPORT_HEADER_ENTRIES_MAX)))
          .header('X-Export-Skipped-Count', String(file.skipped.length))
          .header('X-Export-Warnings', headerJson(file.warnings.slice(0, EXPORT_HEADER_ENTRIES_MAX)))
          .header('X-Export-Warnings-Count', String(file.warnings.length))
          .send(file.body)
      );
    },
  );
};

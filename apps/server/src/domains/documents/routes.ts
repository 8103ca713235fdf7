import multipart from '@fastify/multipart';
import {
  DocumentChunkParamsSchema,
  DocumentChunkSchema,
  DocumentConfigSchema,
  DocumentListQuerySchema,
  DocumentReprocessBodySchema,
  DocumentSchema,
  DocumentStatusViewSchema,
  ErrorBodySchema,
  IdParamsSchema,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { UploadsService } from '../uploads/service.ts';
import type { DocumentsService } from './service.ts';
import { receiveDocumentUpload } from './upload.ts';

const route = signedInRoutes(['Documents']);

/**
 * /api/documents (spec 2 section 7 "Documents"). Roles holding DOCUMENT_* may call them; each
 * document is its uploader's alone (403 for anyone else).
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  uploads: UploadsService;
  maxUploadMegabytes: number;
}> = async (app, { documents, uploads, maxUploadMegabytes }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadMegabytes * 1024 * 1024, files: 1, fields: 20, fieldSize: 100_000, parts: 25 },
  });

  app.post(
    '/upload',
    route(
      `Upload a document (multipart: file, chunkingStrategy, maxChunkSize); PDF, DOCX, DOC, RTF or text by content, at most ${maxUploadMegabytes} MB`,
      {
        consumes: ['multipart/form-data'],
        response: { 201: DocumentSchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errorResponses },
      },
    ),
    async (request, reply) => {
      // Permission first: nobody should stream 150 MB only to hear 403.
      const principal = requirePermission(request, 'DOCUMENT_CREATE');
      const { file, fields } = await receiveDocumentUpload(request, uploads, principal, maxUploadMegabytes);
      return reply.status(201).send(await documents.upload(principal, file, fields));
    },
  );

  app.get(
    '/config',
    route('Chunking defaults and upload limits', {
      response: { 200: DocumentConfigSchema, ...errorResponses },
    }),
    (request) => {
      requirePermission(request, 'DOCUMENT_READ');
      return Promise.resolve(documents.config());
    },
  );

  app.get(
    '/',
    route('My documents (paged; search in title and file name; status filter)', {
      querystring: DocumentListQuerySchema,
      response: { 200: pageOf(DocumentSchema), ...errorResponses },
    }),
    async (request) => documents.list(requirePermission(request, 'DOCUMENT_READ'), request.query),
  );

  app.get(
    '/:id',
    route('One of my documents', {
      params: IdParamsSchema,
      response: { 200: DocumentSchema, ...errorResponses },
    }),
    async (request) => documents.get(requirePermission(request, 'DOCUMENT_READ'), request.params.id),
  );

  app.delete(
    '/:id',
    route('Delete a document, its chunks and its file', {
      params: IdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await documents.delete(requirePermission(request, 'DOCUMENT_DELETE'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/chunks',
    route('The chunks of a document, in order', {
      params: IdParamsSchema,
      response: { 200: z.array(DocumentChunkSchema), ...errorResponses },
    }),
    async (request) => documents.chunks(requirePermission(request, 'DOCUMENT_READ'), request.params.id),
  );

  app.get(
    '/:id/chunks/:index',
    route('One chunk by its 0-based index', {
      params: DocumentChunkParamsSchema,
      response: { 200: DocumentChunkSchema, ...errorResponses },
    }),
    async (request) =>
      documents.chunk(requirePermission(request, 'DOCUMENT_READ'), request.params.id, request.params.index),
  );

  app.get(
    '/:id/status',
    route('Processing status', {
      params: IdParamsSchema,
      response: { 200: DocumentStatusViewSchema, ...errorResponses },
    }),
    async (request) => documents.status(requirePermission(request, 'DOCUMENT_READ'), request.params.id),
  );

  app.post(
    '/:id/reprocess',
    route('Re-chunk the stored file with new settings (queued; 409 while it is being processed)', {
      params: IdParamsSchema,
      body: DocumentReprocessBodySchema,
      response: { 200: DocumentSchema, ...errorResponses },
    }),
    async (request) =>
      documents.reprocess(requirePermission(request, 'DOCUMENT_CREATE'), request.params.id, request.body),
  );
};

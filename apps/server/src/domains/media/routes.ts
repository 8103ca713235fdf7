import multipart from '@fastify/multipart';
import { ErrorBodySchema, IMAGE_MAX_BYTES, ImageUploadedSchema, mediaMessages } from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError, notFound, payloadTooLarge, unsupportedMediaType } from '../../errors.ts';
import { requirePermission } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import { readDemoAsset } from './demo-assets.ts';
import { declaredLengthOf, type UploadsService } from '../uploads/service.ts';
import type { MediaService } from './service.ts';

const tags = ['Media'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Served images never run anything, even an SVG opened on its own. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
/**
 * Images load in pages of any origin that shows a question: the API's clients may live on another
 * origin (or reach us at 127.0.0.1 rather than localhost). An <img> sends no token, so these URLs
 * are public to whoever holds them anyway; `same-site` would still block a client on another domain.
 */
const IMAGE_CORP = 'cross-origin';

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** /api/v1/media: image upload for question authors and the images it serves (HOTSPOT needs no outside host). */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; uploads: UploadsService }> = async (
  app,
  { media, uploads },
) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/images',
    signedInRoutes(tags)('Upload an image (multipart field "file"; PNG, JPEG, WebP or GIF by content; at most 10 MB)', {
      consumes: ['multipart/form-data'],
      response: { 201: ImageUploadedSchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errorResponses },
    }),
    async (request, reply) => {
      const principal = requirePermission(request, 'MEDIA_UPLOAD');
      if (!request.isMultipart()) {
        throw unsupportedMediaType('Expected a multipart/form-data upload');
      }
      const room = await uploads.admitUpload(principal, declaredLengthOf(request.headers));
      const quotaIsTighter = room !== null && room.bytes < IMAGE_MAX_BYTES;
      const file = await request.file({ limits: { fileSize: quotaIsTighter ? room.bytes : IMAGE_MAX_BYTES } });
      if (!file) {
        throw fieldError('file', mediaMessages.fileRequired);
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (!isFileTooLarge(error)) {
          throw error;
        }
        throw quotaIsTighter ? room.exceeded() : payloadTooLarge(mediaMessages.tooLarge);
      }
      if (bytes.length === 0) {
        throw fieldError('file', mediaMessages.fileRequired);
      }
      return reply.status(201).send(await media.uploadImage(principal, bytes));
    },
  );

  app.get(
    '/images/:id',
    {
      schema: {
        tags,
        summary: 'An uploaded image (no sign-in: images load in <img>)',
        params: z.object({ id: z.uuid('must be a valid id') }),
      },
    },
    async (request, reply) => {
      const image = await media.openImage(request.params.id);
      return reply
        .header('Content-Type', image.contentType)
        .header('Content-Length', String(image.size))
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Security-Policy', IMAGE_CSP)
        .header('Cross-Origin-Resource-Policy', IMAGE_CORP)
        .send(image.stream);
    },
  );

  app.get(
    '/assets/:name',
    {
      schema: {
        tags,
        summary: 'An image the app ships (demo content)',
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const asset = await readDemoAsset(request.params.name);
      if (!asset) {
        throw notFound(mediaMessages.notFound);
      }
      return reply
        .header('Content-Type', asset.contentType)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', IMAGE_CSP)
        .header('Cross-Origin-Resource-Policy', IMAGE_CORP)
        .send(asset.data);
    },
  );
};

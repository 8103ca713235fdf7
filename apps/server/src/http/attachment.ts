import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './responses.ts';

/** The responses of a route answering with sendAttachment (a file, or the one error shape), in the OpenAPI document. */
export const attachmentResponses = {
  200: z.unknown().meta({ description: 'The file (Content-Disposition names it)' }),
  ...errorResponses,
};

/** A file written for download: the name it is saved under, its media type and its bytes. */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * Sends a written file as a download. Never stored by a cache: these files hold a quiz's results or a live
 * session's report, which only its owner may read.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

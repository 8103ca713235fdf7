import { z } from 'zod';

/** A resource id on the wire (the server's randomUUID), with one message for any other text. */
export const IdSchema = z.uuid('must be a valid id');

/** The `:id` of a resource's path. */
export const IdParamsSchema = z.object({ id: IdSchema });

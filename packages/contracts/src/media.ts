import { z } from 'zod';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const mediaMessages = {
  fileRequired: 'An image file is required',
  tooLarge: 'File size exceeds maximum allowed size (10MB)',
  unsupported: 'Only PNG, JPEG, WebP or GIF images are accepted',
  notFound: 'Image not found',
} as const;

/** POST /api/v1/media/images answer: an absolute URL the app itself serves (usable as a HOTSPOT imageUrl). */
export const ImageUploadedSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    contentType: z.enum(IMAGE_CONTENT_TYPES),
    size: z.number().int(),
  })
  .meta({ id: 'ImageUploaded' });
export type ImageUploaded = z.infer<typeof ImageUploadedSchema>;

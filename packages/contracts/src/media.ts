import { z } from 'zod';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const mediaMessages = {
  fileRequired: 'An image file is required',
  tooLarge: 'File size exceeds maximum allowed size (10MB)',
  unsupported: 'Only PNG, JPEG, WebP or GIF images are accepted',
  notFound: 'Image not found',
  notOwnStore: 'Image must be uploaded to this server: images from other hosts are turned off',
} as const;

/** Where the API serves uploaded images (by id). */
export const MEDIA_IMAGES_PATH = '/api/v1/media/images';
/** Where the API serves the images the app ships (demo content). */
export const MEDIA_ASSETS_PATH = '/api/v1/media/assets';

/**
 * Whether `url` is an image of our media store given as a path on the API's origin (how uploads
 * and the demo content name their images, so they load at any address the server answers on).
 */
export function isMediaStorePath(url: string): boolean {
  return [MEDIA_IMAGES_PATH, MEDIA_ASSETS_PATH].some((prefix) => {
    const name = url.startsWith(`${prefix}/`) ? url.slice(prefix.length + 1) : '';
    return /^[A-Za-z0-9._-]{1,100}$/.test(name) && !name.startsWith('.');
  });
}

/** POST /api/v1/media/images answer: `url` is a path on the API's origin (usable as a HOTSPOT imageUrl). */
export const ImageUploadedSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    contentType: z.enum(IMAGE_CONTENT_TYPES),
    size: z.number().int(),
  })
  .meta({ id: 'ImageUploaded' });
export type ImageUploaded = z.infer<typeof ImageUploadedSchema>;

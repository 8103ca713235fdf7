import type { ImageUploaded } from '@quizmaker/contracts';
import { useMutation } from '@tanstack/react-query';
import { upload } from './http.ts';

/** POST /v1/media/images (multipart "file"): the answer's url is served by the app itself, usable as a HOTSPOT image. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return upload<ImageUploaded>('/v1/media/images', form, onProgress ? { onProgress } : {});
    },
  });
}

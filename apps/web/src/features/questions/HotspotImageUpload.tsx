import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@quizmaker/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { useUploadImage } from '../../api/media.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Button, ProgressBar } from '../../ui/index.ts';

/** Uploads a hotspot image through the server (PNG, JPEG, WebP, GIF, 10 MB) and hands back its URL. */
export function HotspotImageUpload({
  onUploaded,
  disabled,
}: {
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadImage = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) {
      return;
    }
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setError(t('questions.image.wrongType'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setError(t('questions.image.tooLarge'));
      return;
    }
    setProgress(0);
    uploadImage.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (image) => onUploaded(image.url),
        onError: (failure) => setError(msg(screenMessage(failure, 'Upload failed') ?? 'Upload failed')),
        onSettled: () => {
          setProgress(null);
          if (input.current) {
            input.current.value = '';
          }
        },
      },
    );
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('questions.image.upload')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={disabled}
        loading={uploadImage.isPending}
        aria-describedby={`${id}-hint`}
      >
        {t('questions.image.upload')}
      </Button>
      <span id={`${id}-hint`} className="text-sm text-muted">
        {t('questions.image.hint')}
      </span>
      {progress !== null ? (
        <ProgressBar className="w-32" value={progress * 100} label={t('questions.image.progress')} />
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-danger-soft-fg dark:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { clsx } from 'clsx';
import { useState, type ReactNode, type Ref } from 'react';
import { useQuestionTypesT } from '../i18n/index.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './geometry.ts';

/**
 * The 600x400 hotspot canvas (spec 2 section 9), scaled down on narrow screens with its 3:2 ratio
 * kept, so percent regions land on the same part of the image everywhere. Shows the image, or
 * 'Image not available' when it fails to load; without an image it is a plain practice surface.
 */
export function HotspotCanvas({
  imageUrl,
  children,
  canvasRef,
  emptyText,
  className,
}: {
  imageUrl: string;
  children?: ReactNode;
  canvasRef?: Ref<HTMLDivElement>;
  /** Text shown when there is no image URL at all (authoring). */
  emptyText?: string;
  className?: string;
}) {
  const t = useQuestionTypesT();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = imageUrl.trim();
  const failed = url !== '' && failedUrl === url;
  return (
    <div
      ref={canvasRef}
      className={clsx(
        'relative w-full overflow-hidden rounded-lg border border-border bg-surface-2 select-none',
        className,
      )}
      style={{ maxWidth: CANVAS_WIDTH, aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}` }}
    >
      {url !== '' && !failed ? (
        <img
          src={url}
          alt={t('hotspot.imageAlt')}
          draggable={false}
          className="pointer-events-none absolute inset-0 h-full w-full object-fill"
          onError={() => setFailedUrl(url)}
        />
      ) : null}
      {failed ? (
        <p role="alert" className="pointer-events-none absolute inset-x-0 top-2 text-center">
          <span className="rounded-md bg-surface px-2 py-1 text-sm font-medium text-fg shadow-sm">
            {t('empty.image')}
          </span>
        </p>
      ) : null}
      {url === '' && emptyText ? (
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 px-4 text-center text-sm text-muted">{emptyText}</p>
      ) : null}
      {children}
    </div>
  );
}

import type { Quiz } from '@quizmaker/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, controlClasses, Modal } from '../../../ui/index.ts';

/** 'Copied!' shows for 2 seconds (spec 3 section 9). */
export const COPIED_MS = 2000;

/** The link to a quiz on the current origin. */
export const quizShareUrl = (quizId: string) => `${window.location.origin}/quizzes/${quizId}`;

type Channel = 'twitter' | 'facebook' | 'linkedin' | 'whatsapp' | 'email';

/** Where each channel's share page is, with the text and link filled in. */
export function channelUrl(channel: Channel, text: string, url: string, title: string): string {
  const e = encodeURIComponent;
  switch (channel) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${e(`${text} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${e(title)}&body=${e(`${text}\n\n${url}`)}`;
  }
}

const CHANNELS: Array<{ id: Channel; icon: string }> = [
  { id: 'twitter', icon: '𝕏' },
  { id: 'facebook', icon: 'f' },
  { id: 'linkedin', icon: 'in' },
  { id: 'whatsapp', icon: '✆' },
  { id: 'email', icon: '✉' },
];

/** The share text of spec 3: 'Check out this quiz: {title} - {description or 'Test your knowledge!'}'. */
export function useShareText(quiz: Pick<Quiz, 'title' | 'description'>) {
  const { t } = useTranslation();
  return t('quizzes.share.text', {
    title: quiz.title,
    description: quiz.description?.trim() || t('quizzes.share.defaultDescription'),
  });
}

/**
 * Share: the device's share sheet when there is one; otherwise (or when it is not usable) this modal
 * with five channels and the link with Copy. Failures of the share sheet and the clipboard are only logged.
 */
export function useShare(quiz: Pick<Quiz, 'id' | 'title' | 'description'>) {
  const [open, setOpen] = useState(false);
  const text = useShareText(quiz);
  const share = async () => {
    const data = { title: quiz.title, text, url: quizShareUrl(quiz.id) };
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          return;
        }
        console.warn('Share sheet failed', error);
      }
    }
    setOpen(true);
  };
  return { open, share, close: () => setOpen(false) };
}

export function ShareDialog({
  quiz,
  isOpen,
  onClose,
}: {
  quiz: Pick<Quiz, 'id' | 'title' | 'description'>;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useShareText(quiz);
  const url = quizShareUrl(quiz.id);
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.warn('Copy failed', error);
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('quizzes.share.title')} size="md">
      <div className="flex flex-col gap-5">
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm">{text}</p>
        <div>
          <p className="mb-2 text-sm font-medium">{t('quizzes.share.channels')}</p>
          <ul className="flex flex-wrap gap-2">
            {CHANNELS.map((channel) => {
              const name = t(`quizzes.share.${channel.id}`);
              return (
                <li key={channel.id}>
                  <a
                    href={channelUrl(channel.id, text, url, quiz.title)}
                    target={channel.id === 'email' ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    aria-label={t('quizzes.share.shareOn', { channel: name })}
                    className="inline-flex items-center gap-2 rounded-lg border border-control bg-surface px-3 py-2 text-sm font-medium text-fg no-underline hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <span aria-hidden="true" className="font-bold">
                      {channel.icon}
                    </span>
                    {name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <label htmlFor={linkId} className="mb-1 block text-sm font-medium">
            {t('quizzes.share.link')}
          </label>
          <div className="flex gap-2">
            <input
              id={linkId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className={controlClasses(false)}
            />
            <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
              {copied ? t('quizzes.share.copied') : t('quizzes.share.copy')}
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/messages.ts';
import { authoringEn } from './i18n.ts';

type SpecMessageKey = keyof typeof authoringEn.authoring.messages;

const byEnglish = new Map<string, SpecMessageKey>(
  Object.entries(authoringEn.authoring.messages).map(([key, text]) => [text, key as SpecMessageKey]),
);

/**
 * Translates a message that arrives in English in the authoring screens (contract rules, server
 * answers, the spec's fallbacks): known texts through `authoring.messages`, 'Validation error: ...'
 * rebuilt around the translated reason, anything else through the shell's translator.
 */
export function useSpecMessage() {
  const { t } = useTranslation();
  const shell = useMessage();
  return useCallback(
    (text: string | null | undefined): string => {
      if (!text) {
        return '';
      }
      const key = byEnglish.get(text);
      if (key) {
        return t(`authoring.messages.${key}`);
      }
      const prefix = 'Validation error: ';
      if (text.startsWith(prefix)) {
        const reason = text.slice(prefix.length);
        const known = byEnglish.get(reason);
        if (known) {
          return t('messages.validationError', { message: t(`authoring.messages.${known}`) });
        }
      }
      return shell(text);
    },
    [t, shell],
  );
}

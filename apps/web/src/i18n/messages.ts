import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from './en.ts';

type MessageKey = keyof typeof en.messages;
type RequirementKey = keyof typeof en.passwordRequirements;

const byEnglish = new Map<string, MessageKey>(
  Object.entries(en.messages).map(([key, text]) => [text, key as MessageKey]),
);
const requirementByEnglish = new Map<string, RequirementKey>(
  Object.entries(en.passwordRequirements).map(([key, text]) => [text, key as RequirementKey]),
);

const PASSWORD_PREFIX = 'Password must contain: ';
const VALIDATION_PREFIX = 'Validation error: ';

/**
 * Translates a message that arrives in English (zod messages from contracts, server messages):
 * known texts map to catalogue keys, the password rule and 'Validation error: ...' are rebuilt from
 * their parts, anything unknown is shown as it came.
 */
export function translateMessage(t: TFunction, text: string): string {
  const key = byEnglish.get(text);
  if (key) {
    return t(`messages.${key}`);
  }
  if (text.startsWith(PASSWORD_PREFIX)) {
    const items = text
      .slice(PASSWORD_PREFIX.length)
      .split(', ')
      .map((item) => {
        const requirement = requirementByEnglish.get(item);
        return requirement ? t(`passwordRequirements.${requirement}`) : item;
      });
    return t('messages.passwordMustContain', { items: items.join(', ') });
  }
  if (text.startsWith(VALIDATION_PREFIX)) {
    return t('messages.validationError', { message: translateMessage(t, text.slice(VALIDATION_PREFIX.length)) });
  }
  return text;
}

/** translateMessage bound to the current language. */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback((text: string | null | undefined) => (text ? translateMessage(t, text) : ''), [t]);
}

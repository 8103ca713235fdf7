import type { i18n as I18n } from 'i18next';
import { questionTypesEn, type QuestionTypesCatalogue } from '../i18n/en.ts';
import { questionTypesEs } from '../i18n/es.ts';
import { QUESTION_TYPES_NAMESPACE } from '../i18n/index.ts';

const questionTypesCatalogues = { en: questionTypesEn, es: questionTypesEs } as const satisfies Record<
  string,
  QuestionTypesCatalogue
>;

/**
 * Adds this folder's catalogues to an i18next instance (deep merge into `translation.questionTypes`, never
 * overwriting what is there), for tests that render widgets without the shell's lazy catalogue parts.
 */
export function registerQuestionTypesCatalogues(i18n: I18n): void {
  for (const [language, catalogue] of Object.entries(questionTypesCatalogues)) {
    i18n.addResourceBundle(language, 'translation', { [QUESTION_TYPES_NAMESPACE]: catalogue }, true, false);
  }
}

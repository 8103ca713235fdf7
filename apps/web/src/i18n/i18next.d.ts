import type { adminEn } from '../features/admin/i18n.ts';
import type { analyticsEn } from '../features/analytics/i18n.ts';
import type { attemptsEn } from '../features/attempts/i18n.ts';
import type { authoringEn } from '../features/authoring/i18n.ts';
import type { categoriesEn } from '../features/categories/i18n.ts';
import type { documentsEn } from '../features/documents/i18n.ts';
import type { generationEn } from '../features/generation/i18n.ts';
import type { interchangeEn } from '../features/interchange/i18n.ts';
import type { liveHostEn } from '../features/live/host/i18n.ts';
import type { livePlayEn } from '../features/live/play/i18n.ts';
import type { pagesEn } from '../features/pages/i18n.ts';
import type { billingEn } from '../features/profile/i18n.ts';
import type { questionsEn } from '../features/questions/i18n.ts';
import type { quizzesEn } from '../features/quizzes/i18n.ts';
import type { resultsEn } from '../features/results/i18n.ts';
import type { settingsEn } from '../features/settings/i18n.ts';
import type { tagsEn } from '../features/tags/i18n.ts';
import type { themeDemoEn } from '../features/theme-demo/i18n.ts';
import type { questionTypesEn } from '../question-types/i18n/en.ts';
import type { en } from './en.ts';

/** Every key of the app: the core catalogue and the parts that load with their routes (parts.ts). */
type Translation = typeof en &
  typeof quizzesEn &
  typeof attemptsEn &
  typeof resultsEn &
  typeof authoringEn &
  typeof questionsEn &
  typeof tagsEn &
  typeof categoriesEn &
  typeof generationEn &
  typeof documentsEn &
  typeof adminEn &
  typeof billingEn &
  typeof settingsEn &
  typeof analyticsEn &
  typeof pagesEn &
  typeof themeDemoEn &
  typeof liveHostEn &
  typeof interchangeEn &
  typeof livePlayEn & { questionTypes: typeof questionTypesEn };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

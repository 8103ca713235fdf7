/**
 * The catalogue parts that are not bundled with the shell, each with the top-level keys of the
 * `translation` namespace it holds (so every key reads as before, e.g. 'quizzes.all.title'). Each
 * part has a module per language, loaded when a route that shows it loads (router.tsx) and, for a
 * language switch, in the new language (index.ts). The English core (en.ts) is bundled with the
 * shell.
 */
export const PART_KEYS = {
  quizzes: ['quizzes'],
  attempts: ['attempts'],
  results: ['results'],
  authoring: ['authoring'],
  questions: ['questions'],
  tags: ['tags'],
  categories: ['categories'],
  generation: ['generation'],
  documents: ['documents'],
  questionTypes: ['questionTypes'],
  admin: ['admin'],
  billing: ['billing'],
  settings: ['settings'],
  analytics: ['analytics'],
  pages: ['help', 'about', 'terms'],
  themeDemo: ['themeDemo', 'demoQuiz'],
  interchange: ['interchange'],
  liveHost: ['liveHost'],
  livePlay: ['livePlay'],
} as const;

export type CataloguePart = keyof typeof PART_KEYS;

/** Languages that have catalogues of their own; any other shows English. */
export const CONTENT_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

type Bundle = Record<string, unknown>;
type Loader = () => Promise<Bundle>;

/** The core catalogue (the shell's and the small screens' texts) of each language but English, which is bundled. */
export const CORE_LOADERS: Record<Exclude<ContentLanguage, 'en'>, Loader> = {
  es: () => import('./es.ts').then((module) => module.es),
  fr: () => import('./fr.ts').then((module) => module.fr),
  de: () => import('./de.ts').then((module) => module.de),
};

/** Each part's catalogue per language, as `{ <key>: texts }` for each of its keys. */
export const PART_LOADERS: Record<CataloguePart, Record<ContentLanguage, Loader>> = {
  quizzes: {
    en: () => import('../features/quizzes/i18n.ts').then((module) => module.quizzesEn),
    es: () => import('../features/quizzes/i18n.es.ts').then((module) => module.quizzesEs),
    fr: () => import('../features/quizzes/i18n.fr.ts').then((module) => module.quizzesFr),
    de: () => import('../features/quizzes/i18n.de.ts').then((module) => module.quizzesDe),
  },
  attempts: {
    en: () => import('../features/attempts/i18n.ts').then((module) => module.attemptsEn),
    es: () => import('../features/attempts/i18n.es.ts').then((module) => module.attemptsEs),
    fr: () => import('../features/attempts/i18n.fr.ts').then((module) => module.attemptsFr),
    de: () => import('../features/attempts/i18n.de.ts').then((module) => module.attemptsDe),
  },
  results: {
    en: () => import('../features/results/i18n.ts').then((module) => module.resultsEn),
    es: () => import('../features/results/i18n.es.ts').then((module) => module.resultsEs),
    fr: () => import('../features/results/i18n.fr.ts').then((module) => module.resultsFr),
    de: () => import('../features/results/i18n.de.ts').then((module) => module.resultsDe),
  },
  authoring: {
    en: () => import('../features/authoring/i18n.ts').then((module) => module.authoringEn),
    es: () => import('../features/authoring/i18n.es.ts').then((module) => module.authoringEs),
    fr: () => import('../features/authoring/i18n.fr.ts').then((module) => module.authoringFr),
    de: () => import('../features/authoring/i18n.de.ts').then((module) => module.authoringDe),
  },
  questions: {
    en: () => import('../features/questions/i18n.ts').then((module) => module.questionsEn),
    es: () => import('../features/questions/i18n.es.ts').then((module) => module.questionsEs),
    fr: () => import('../features/questions/i18n.fr.ts').then((module) => module.questionsFr),
    de: () => import('../features/questions/i18n.de.ts').then((module) => module.questionsDe),
  },
  tags: {
    en: () => import('../features/tags/i18n.ts').then((module) => module.tagsEn),
    es: () => import('../features/tags/i18n.es.ts').then((module) => module.tagsEs),
    fr: () => import('../features/tags/i18n.fr.ts').then((module) => module.tagsFr),
    de: () => import('../features/tags/i18n.de.ts').then((module) => module.tagsDe),
  },
  categories: {
    en: () => import('../features/categories/i18n.ts').then((module) => module.categoriesEn),
    es: () => import('../features/categories/i18n.es.ts').then((module) => module.categoriesEs),
    fr: () => import('../features/categories/i18n.fr.ts').then((module) => module.categoriesFr),
    de: () => import('../features/categories/i18n.de.ts').then((module) => module.categoriesDe),
  },
  generation: {
    en: () => import('../features/generation/i18n.ts').then((module) => module.generationEn),
    es: () => import('../features/generation/i18n.es.ts').then((module) => module.generationEs),
    fr: () => import('../features/generation/i18n.fr.ts').then((module) => module.generationFr),
    de: () => import('../features/generation/i18n.de.ts').then((module) => module.generationDe),
  },
  documents: {
    en: () => import('../features/documents/i18n.ts').then((module) => module.documentsEn),
    es: () => import('../features/documents/i18n.es.ts').then((module) => module.documentsEs),
    fr: () => import('../features/documents/i18n.fr.ts').then((module) => module.documentsFr),
    de: () => import('../features/documents/i18n.de.ts').then((module) => module.documentsDe),
  },
  questionTypes: {
    en: () => import('../question-types/i18n/en.ts').then((module) => ({ questionTypes: module.questionTypesEn })),
    es: () => import('../question-types/i18n/es.ts').then((module) => ({ questionTypes: module.questionTypesEs })),
    fr: () => import('../question-types/i18n/fr.ts').then((module) => ({ questionTypes: module.questionTypesFr })),
    de: () => import('../question-types/i18n/de.ts').then((module) => ({ questionTypes: module.questionTypesDe })),
  },
  admin: {
    en: () => import('../features/admin/i18n.ts').then((module) => module.adminEn),
    es: () => import('../features/admin/i18n.es.ts').then((module) => module.adminEs),
    fr: () => import('../features/admin/i18n.fr.ts').then((module) => module.adminFr),
    de: () => import('../features/admin/i18n.de.ts').then((module) => module.adminDe),
  },
  billing: {
    en: () => import('../features/profile/i18n.ts').then((module) => module.billingEn),
    es: () => import('../features/profile/i18n.es.ts').then((module) => module.billingEs),
    fr: () => import('../features/profile/i18n.fr.ts').then((module) => module.billingFr),
    de: () => import('../features/profile/i18n.de.ts').then((module) => module.billingDe),
  },
  settings: {
    en: () => import('../features/settings/i18n.ts').then((module) => module.settingsEn),
    es: () => import('../features/settings/i18n.es.ts').then((module) => module.settingsEs),
    fr: () => import('../features/settings/i18n.fr.ts').then((module) => module.settingsFr),
    de: () => import('../features/settings/i18n.de.ts').then((module) => module.settingsDe),
  },
  analytics: {
    en: () => import('../features/analytics/i18n.ts').then((module) => module.analyticsEn),
    es: () => import('../features/analytics/i18n.es.ts').then((module) => module.analyticsEs),
    fr: () => import('../features/analytics/i18n.fr.ts').then((module) => module.analyticsFr),
    de: () => import('../features/analytics/i18n.de.ts').then((module) => module.analyticsDe),
  },
  pages: {
    en: () => import('../features/pages/i18n.ts').then((module) => module.pagesEn),
    es: () => import('../features/pages/i18n.es.ts').then((module) => module.pagesEs),
    fr: () => import('../features/pages/i18n.fr.ts').then((module) => module.pagesFr),
    de: () => import('../features/pages/i18n.de.ts').then((module) => module.pagesDe),
  },
  themeDemo: {
    en: () => import('../features/theme-demo/i18n.ts').then((module) => module.themeDemoEn),
    es: () => import('../features/theme-demo/i18n.es.ts').then((module) => module.themeDemoEs),
    fr: () => import('../features/theme-demo/i18n.fr.ts').then((module) => module.themeDemoFr),
    de: () => import('../features/theme-demo/i18n.de.ts').then((module) => module.themeDemoDe),
  },
  interchange: {
    en: () => import('../features/interchange/i18n.ts').then((module) => module.interchangeEn),
    es: () => import('../features/interchange/i18n.es.ts').then((module) => module.interchangeEs),
    fr: () => import('../features/interchange/i18n.fr.ts').then((module) => module.interchangeFr),
    de: () => import('../features/interchange/i18n.de.ts').then((module) => module.interchangeDe),
  },
  liveHost: {
    en: () => import('../features/live/host/i18n.ts').then((module) => module.liveHostEn),
    es: () => import('../features/live/host/i18n.es.ts').then((module) => module.liveHostEs),
    fr: () => import('../features/live/host/i18n.fr.ts').then((module) => module.liveHostFr),
    de: () => import('../features/live/host/i18n.de.ts').then((module) => module.liveHostDe),
  },
  livePlay: {
    en: () => import('../features/live/play/i18n.ts').then((module) => module.livePlayEn),
    es: () => import('../features/live/play/i18n.es.ts').then((module) => module.livePlayEs),
    fr: () => import('../features/live/play/i18n.fr.ts').then((module) => module.livePlayFr),
    de: () => import('../features/live/play/i18n.de.ts').then((module) => module.livePlayDe),
  },
};

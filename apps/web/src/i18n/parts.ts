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
} as const;

export type CataloguePart = keyof typeof PART_KEYS;

export const CATALOGUE_PARTS = Object.keys(PART_KEYS) as CataloguePart[];

/** Languages that have catalogues of their own; any other shows English. */
export const CONTENT_LANGUAGES = ['en', 'es'] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

type Bundle = Record<string, unknown>;
type Loader = () => Promise<Bundle>;

/** The core catalogue (the shell's and the small screens' texts) of each language but English, which is bundled. */
export const CORE_LOADERS: Record<Exclude<ContentLanguage, 'en'>, Loader> = {
  es: () => import('./es.ts').then((module) => module.es),
};

/** Each part's catalogue per language, as `{ <key>: texts }` for each of its keys. */
export const PART_LOADERS: Record<CataloguePart, Record<ContentLanguage, Loader>> = {
  quizzes: {
    en: () => import('../features/quizzes/i18n.ts').then((module) => module.quizzesEn),
    es: () => import('../features/quizzes/i18n.es.ts').then((module) => module.quizzesEs),
  },
  attempts: {
    en: () => import('../features/attempts/i18n.ts').then((module) => module.attemptsEn),
    es: () => import('../features/attempts/i18n.es.ts').then((module) => module.attemptsEs),
  },
  results: {
    en: () => import('../features/results/i18n.ts').then((module) => module.resultsEn),
    es: () => import('../features/results/i18n.es.ts').then((module) => module.resultsEs),
  },
  authoring: {
    en: () => import('../features/authoring/i18n.ts').then((module) => module.authoringEn),
    es: () => import('../features/authoring/i18n.es.ts').then((module) => module.authoringEs),
  },
  questions: {
    en: () => import('../features/questions/i18n.ts').then((module) => module.questionsEn),
    es: () => import('../features/questions/i18n.es.ts').then((module) => module.questionsEs),
  },
  tags: {
    en: () => import('../features/tags/i18n.ts').then((module) => module.tagsEn),
    es: () => import('../features/tags/i18n.es.ts').then((module) => module.tagsEs),
  },
  categories: {
    en: () => import('../features/categories/i18n.ts').then((module) => module.categoriesEn),
    es: () => import('../features/categories/i18n.es.ts').then((module) => module.categoriesEs),
  },
  generation: {
    en: () => import('../features/generation/i18n.ts').then((module) => module.generationEn),
    es: () => import('../features/generation/i18n.es.ts').then((module) => module.generationEs),
  },
  documents: {
    en: () => import('../features/documents/i18n.ts').then((module) => module.documentsEn),
    es: () => import('../features/documents/i18n.es.ts').then((module) => module.documentsEs),
  },
  questionTypes: {
    en: () => import('../question-types/i18n/en.ts').then((module) => ({ questionTypes: module.questionTypesEn })),
    es: () => import('../question-types/i18n/es.ts').then((module) => ({ questionTypes: module.questionTypesEs })),
  },
  admin: {
    en: () => import('../features/admin/i18n.ts').then((module) => module.adminEn),
    es: () => import('../features/admin/i18n.es.ts').then((module) => module.adminEs),
  },
  billing: {
    en: () => import('../features/profile/i18n.ts').then((module) => module.billingEn),
    es: () => import('../features/profile/i18n.es.ts').then((module) => module.billingEs),
  },
  settings: {
    en: () => import('../features/settings/i18n.ts').then((module) => module.settingsEn),
    es: () => import('../features/settings/i18n.es.ts').then((module) => module.settingsEs),
  },
  analytics: {
    en: () => import('../features/analytics/i18n.ts').then((module) => module.analyticsEn),
    es: () => import('../features/analytics/i18n.es.ts').then((module) => module.analyticsEs),
  },
  pages: {
    en: () => import('../features/pages/i18n.ts').then((module) => module.pagesEn),
    es: () => import('../features/pages/i18n.es.ts').then((module) => module.pagesEs),
  },
  themeDemo: {
    en: () => import('../features/theme-demo/i18n.ts').then((module) => module.themeDemoEn),
    es: () => import('../features/theme-demo/i18n.es.ts').then((module) => module.themeDemoEs),
  },
};

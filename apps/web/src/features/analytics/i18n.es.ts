import type { Catalogue } from '../../i18n/catalogue.ts';
import type { AnalyticsTexts } from './i18n.ts';

/** Spanish (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when Spanish is shown. */
export const analyticsEs: Catalogue<AnalyticsTexts> = {
  analytics: {
    title: 'Mis analíticas',
    subtitle: 'Tu progreso en todos los cuestionarios que has hecho.',
    attempts: 'Intentos',
    completed: 'Intentos completados',
    quizzesTaken: 'Cuestionarios hechos',
    averageScore: 'Puntuación media',
    bestScore: 'Mejor puntuación',
    trendTitle: 'Puntuación media, últimos {{days}} días',
    trendTable: 'Ver los datos',
    noTrend: 'No hay intentos completados en este periodo.',
    date: 'Fecha',
    byQuiz: 'Por cuestionario',
    attemptsCount_one: '{{count}} intento',
    attemptsCount_other: '{{count}} intentos',
    best: 'Mejor {{score}}',
    weakestTags: 'Etiquetas más flojas',
    noTags: 'Las etiquetas aparecerán aquí cuando los cuestionarios que has hecho tengan etiquetas.',
    tagAverage_one: 'Media {{score}} en {{count}} cuestionario',
    tagAverage_other: 'Media {{score}} en {{count}} cuestionarios',
    empty: 'Tu progreso aparecerá aquí cuando completes tu primer cuestionario.',
  },
};

import type { Catalogue } from '../../i18n/catalogue.ts';
import type { AnalyticsTexts } from './i18n.ts';

/** German (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when German is shown. */
export const analyticsDe: Catalogue<AnalyticsTexts> = {
  analytics: {
    title: 'Meine Statistiken',
    subtitle: 'Ihr Fortschritt über alle Quizze, die Sie absolviert haben.',
    attempts: 'Versuche',
    completed: 'Abgeschlossene Versuche',
    quizzesTaken: 'Absolvierte Quizze',
    averageScore: 'Durchschnittliche Punktzahl',
    bestScore: 'Beste Punktzahl',
    trendTitle: 'Durchschnittliche Punktzahl, letzte {{days}} Tage',
    trendTable: 'Zahlen anzeigen',
    noTrend: 'Keine abgeschlossenen Versuche in diesem Zeitraum.',
    date: 'Datum',
    byQuiz: 'Nach Quiz',
    attemptsCount_one: '{{count}} Versuch',
    attemptsCount_other: '{{count}} Versuche',
    best: 'Bestwert {{score}}',
    weakestTags: 'Schwächste Tags',
    noTags: 'Tags erscheinen hier, sobald die Quizze, die Sie absolviert haben, Tags haben.',
    tagAverage_one: 'Durchschnitt {{score}} über {{count}} Quiz',
    tagAverage_other: 'Durchschnitt {{score}} über {{count}} Quizze',
    empty: 'Ihr Fortschritt erscheint hier, sobald Sie Ihr erstes Quiz abgeschlossen haben.',
  },
};

import type { Catalogue } from '../../i18n/catalogue.ts';
import type { AnalyticsTexts } from './i18n.ts';

/** French (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when French is shown. */
export const analyticsFr: Catalogue<AnalyticsTexts> = {
  analytics: {
    title: 'Mes statistiques',
    subtitle: 'Votre progression sur tous les quiz auxquels vous avez répondu.',
    attempts: 'Tentatives',
    completed: 'Tentatives terminées',
    quizzesTaken: 'Quiz passés',
    averageScore: 'Score moyen',
    bestScore: 'Meilleur score',
    trendTitle: 'Score moyen, {{days}} derniers jours',
    trendTable: 'Afficher les chiffres',
    noTrend: 'Aucune tentative terminée sur cette période.',
    date: 'Date',
    byQuiz: 'Par quiz',
    attemptsCount_one: '{{count}} tentative',
    attemptsCount_other: '{{count}} tentatives',
    best: 'Meilleur : {{score}}',
    weakestTags: 'Étiquettes les plus faibles',
    noTags: 'Les étiquettes apparaîtront ici dès que les quiz auxquels vous avez répondu en auront.',
    tagAverage_one: 'Moyenne de {{score}} sur {{count}} quiz',
    tagAverage_other: 'Moyenne de {{score}} sur {{count}} quiz',
    empty: 'Votre progression apparaîtra ici après votre premier quiz terminé.',
  },
};

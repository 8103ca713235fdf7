import type { Translation } from '../../i18n/catalogue.ts';
import type { ResultsTexts } from './i18n.ts';

/** The French texts of the results feature (same keys as `./i18n.ts`), loaded only when French is shown. */
const fr: Translation<ResultsTexts> = {
  attempt: {
    title: 'Résultats du quiz',
    noAttemptId: 'Aucun ID de tentative fourni',
    loadFailed: 'Impossible de récupérer les résultats. Réessayez',
    totalScore: 'Score total',
    correct: 'Bonnes réponses',
    accuracy: 'Taux de réussite',
    score: 'Score',
    scoreOf: '{{score}} sur {{max}}',
    correctOf: '{{correct}} sur {{total}}',
    passed: 'Réussi',
    failed: 'Non réussi',
    passMark: 'Seuil de réussite {{mark}}%',
    duration: 'Durée : {{time}}',
    completedAt: 'Terminé : {{date}}',
    timeUp: 'Le temps est écoulé : les réponses données à temps ont été notées.',
    breakdown: 'Détail par question',
    questionNumber: 'Question {{number}}',
    answeredAt: 'Répondue : {{date}}',
    notAnswered: 'Sans réponse',
    questionUnavailable: 'Cette question n’a pas pu être chargée.',
    notCompleted: 'Cette tentative n’est pas encore terminée.',
    continueAttempt: 'Continuer la tentative',
    retake: 'Refaire le quiz',
    backToQuiz: 'Retour au quiz',
    summaryLink: 'Synthèse des résultats',
    allQuizzes: 'Parcourir les quiz',
  },
  summary: {
    title: 'Synthèse des résultats',
    missingQuizId: 'L’ID du quiz est absent de l’URL',
    empty: 'Aucun résultat disponible pour ce quiz pour le moment',
    loadFailed: 'Impossible de charger les résultats. Réessayez plus tard',
    attempts: 'Tentatives',
    averageScore: 'Score moyen',
    bestScore: 'Meilleur score',
    worstScore: 'Moins bon score',
    passRate: 'Taux de réussite',
    questions: 'Questions',
    question: 'Question',
    timesAsked: 'Nombre de fois posée',
    timesCorrect: 'Bonnes réponses',
    correctRate: 'Taux de bonnes réponses',
    backToQuiz: 'Retour au quiz',
  },
  duration: {
    seconds: '{{seconds}} s',
    minutesSeconds: '{{minutes}} min {{seconds}} s',
  },
};

/** The results feature's French catalogue, under the one top-level key `results`. */
export const resultsFr = { results: fr } as const;

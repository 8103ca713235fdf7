import type { Translation } from '../../i18n/catalogue.ts';
import type { ResultsTexts } from './i18n.ts';

/** The German texts of the results feature (same keys as `./i18n.ts`), loaded only when German is shown. */
const de: Translation<ResultsTexts> = {
  attempt: {
    title: 'Quiz-Ergebnisse',
    noAttemptId: 'Keine Versuchs-ID angegeben',
    loadFailed: 'Ergebnisse konnten nicht abgerufen werden. Bitte versuchen Sie es erneut',
    totalScore: 'Gesamtpunktzahl',
    correct: 'Richtig',
    accuracy: 'Trefferquote',
    score: 'Punktzahl',
    scoreOf: '{{score}} von {{max}}',
    correctOf: '{{correct}} von {{total}}',
    passed: 'Bestanden',
    failed: 'Nicht bestanden',
    passMark: 'Bestehensgrenze {{mark}} %',
    duration: 'Zeit: {{time}}',
    completedAt: 'Abgeschlossen: {{date}}',
    timeUp: 'Die Zeit ist abgelaufen: Die rechtzeitig gegebenen Antworten wurden bewertet.',
    breakdown: 'Auswertung nach Fragen',
    questionNumber: 'Frage {{number}}',
    answeredAt: 'Beantwortet: {{date}}',
    notAnswered: 'Nicht beantwortet',
    questionUnavailable: 'Diese Frage konnte nicht geladen werden.',
    notCompleted: 'Dieser Versuch ist noch nicht abgeschlossen.',
    continueAttempt: 'Versuch fortsetzen',
    retake: 'Quiz erneut absolvieren',
    backToQuiz: 'Zurück zum Quiz',
    summaryLink: 'Ergebnisübersicht',
    allQuizzes: 'Quizze durchsuchen',
  },
  summary: {
    title: 'Ergebnisübersicht',
    missingQuizId: 'In der URL fehlt die Quiz-ID',
    empty: 'Für dieses Quiz liegen noch keine Ergebnisse vor',
    loadFailed: 'Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es später erneut',
    attempts: 'Versuche',
    averageScore: 'Durchschnittliche Punktzahl',
    bestScore: 'Beste Punktzahl',
    worstScore: 'Schlechteste Punktzahl',
    passRate: 'Bestehensquote',
    questions: 'Fragen',
    question: 'Frage',
    timesAsked: 'Wie oft gestellt',
    timesCorrect: 'Wie oft richtig',
    correctRate: 'Richtig-Quote',
    backToQuiz: 'Zurück zum Quiz',
  },
  duration: {
    seconds: '{{seconds}} s',
    minutesSeconds: '{{minutes}} min {{seconds}} s',
  },
};

/** The results feature's German catalogue, under the one top-level key `results`. */
export const resultsDe = { results: de } as const;

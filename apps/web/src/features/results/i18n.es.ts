import type { Translation } from '../../i18n/catalogue.ts';
import type { ResultsTexts } from './i18n.ts';

/** The Spanish texts of the results feature (same keys as `./i18n.ts`), loaded only when Spanish is shown. */
const es: Translation<ResultsTexts> = {
  attempt: {
    title: 'Resultados del cuestionario',
    noAttemptId: 'No se indicó ningún ID de intento',
    loadFailed: 'No se pudieron obtener los resultados. Inténtalo de nuevo',
    totalScore: 'Puntuación total',
    correct: 'Correctas',
    accuracy: 'Precisión',
    score: 'Puntuación',
    scoreOf: '{{score}} de {{max}}',
    correctOf: '{{correct}} de {{total}}',
    passed: 'Aprobado',
    failed: 'No aprobado',
    passMark: 'Nota de aprobado {{mark}}%',
    duration: 'Tiempo: {{time}}',
    completedAt: 'Completado: {{date}}',
    timeUp: 'Se acabó el tiempo: se calificaron las respuestas dadas a tiempo.',
    breakdown: 'Desglose por pregunta',
    questionNumber: 'Pregunta {{number}}',
    answeredAt: 'Respondida: {{date}}',
    notAnswered: 'Sin responder',
    questionUnavailable: 'No se pudo cargar esta pregunta.',
    notCompleted: 'Este intento aún no ha terminado.',
    continueAttempt: 'Continuar intento',
    retake: 'Volver a hacer el cuestionario',
    backToQuiz: 'Volver al cuestionario',
    summaryLink: 'Resumen de resultados',
    allQuizzes: 'Ver cuestionarios',
  },
  summary: {
    title: 'Resumen de resultados',
    missingQuizId: 'Falta el ID del cuestionario en la URL',
    empty: 'Aún no hay resultados para este cuestionario',
    loadFailed: 'No se pudieron cargar los resultados. Inténtalo más tarde',
    attempts: 'Intentos',
    averageScore: 'Puntuación media',
    bestScore: 'Mejor puntuación',
    worstScore: 'Peor puntuación',
    passRate: 'Tasa de aprobados',
    questions: 'Preguntas',
    question: 'Pregunta',
    timesAsked: 'Veces preguntada',
    timesCorrect: 'Veces acertada',
    correctRate: 'Tasa de acierto',
    backToQuiz: 'Volver al cuestionario',
  },
  duration: {
    seconds: '{{seconds}} s',
    minutesSeconds: '{{minutes}} min {{seconds}} s',
  },
};

/** The results feature's Spanish catalogue, under the one top-level key `results`. */
export const resultsEs = { results: es } as const;

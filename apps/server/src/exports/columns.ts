import type { ResultsExport } from '@quizmaker/contracts';

type AttemptRow = ResultsExport['attempts'][number];
type QuestionRow = ResultsExport['questions'][number];

/** A column of a table: its header and how to read its cell from an item. */
interface Column<Item, Cell> {
  header: string;
  value: (item: Item) => Cell;
}

/** The header row, then one row per item of the cells its columns read. */
export function tableOf<Item, Cell>(
  columns: ReadonlyArray<Column<Item, Cell>>,
  items: readonly Item[],
): Array<Array<string | Cell>> {
  return [columns.map((column) => column.header), ...items.map((item) => columns.map((column) => column.value(item)))];
}

/** The columns every tabular format shows per attempt, in order, with how to read them. */
export function attemptColumns(
  data: ResultsExport,
): Array<{ header: string; value: (attempt: AttemptRow) => string | number | boolean }> {
  const identity = [
    ...(data.options.includeUserDetails ? [{ header: 'Username', value: (a: AttemptRow) => a.username ?? '' }] : []),
    ...(data.options.includeEmails ? [{ header: 'Email', value: (a: AttemptRow) => a.email ?? '' }] : []),
  ];
  const perQuestion = data.questions.flatMap((question) => {
    const answerOf = (a: AttemptRow) => a.answers.find((answer) => answer.questionId === question.questionId);
    return [
      { header: `Q${question.number} answer`, value: (a: AttemptRow) => answerOf(a)?.response ?? '' },
      { header: `Q${question.number} score`, value: (a: AttemptRow) => answerOf(a)?.score ?? '' },
      ...(data.options.includeCorrectAnswers
        ? [{ header: `Q${question.number} correct answer`, value: () => question.correctAnswer ?? '' }]
        : []),
    ];
  });
  return [
    { header: 'Attempt ID', value: (a) => a.attemptId },
    { header: 'Participant', value: (a) => a.participant },
    ...identity,
    { header: 'Mode', value: (a) => a.mode },
    { header: 'Started', value: (a) => a.startedAt },
    { header: 'Completed', value: (a) => a.completedAt },
    { header: 'Duration (s)', value: (a) => a.durationSeconds },
    { header: 'Score (%)', value: (a) => a.scorePercentage },
    { header: 'Correct', value: (a) => a.correctCount },
    { header: 'Questions', value: (a) => a.totalQuestions },
    { header: 'Passed', value: (a) => (a.passed ? 'yes' : 'no') },
    { header: 'Time up', value: (a) => (a.timeUp ? 'yes' : 'no') },
    ...perQuestion,
  ];
}

/** The question table's columns (XLSX sheet, PDF table). */
export function questionColumns(
  data: ResultsExport,
): Array<{ header: string; value: (q: QuestionRow) => string | number }> {
  return [
    { header: '#', value: (q) => q.number },
    { header: 'Question', value: (q) => q.questionText },
    { header: 'Type', value: (q) => q.type },
    ...(data.options.includeCorrectAnswers
      ? [{ header: 'Correct answer', value: (q: QuestionRow) => q.correctAnswer ?? '' }]
      : []),
    { header: 'Asked', value: (q) => q.timesAsked },
    { header: 'Correct', value: (q) => q.timesCorrect },
    {
      header: 'Correct rate',
      value: (q) => (q.correctRate === null ? '' : `${Math.round(q.correctRate * 1000) / 10}%`),
    },
  ];
}

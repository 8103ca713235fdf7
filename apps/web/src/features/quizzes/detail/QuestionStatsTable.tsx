import type { QuizResultSummary } from '@quizmaker/contracts';
import { useFormatters } from '../../../i18n/format.ts';
import { Badge, DataTable, scoreTone } from '../../../ui/index.ts';
import { plainText } from '../../../ui/rich-text.tsx';
import { useRate } from './format.ts';

type QuestionStat = QuizResultSummary['questionStats'][number];

/** The column headers, in the wording of the screen that shows the table. */
interface QuestionStatsHeaders {
  question: string;
  timesAsked: string;
  timesCorrect: string;
  correctRate: string;
}

/**
 * Each question numbered with its plain text, how often it was asked and answered correctly, and
 * its correct rate coloured by the 80/60 rule (the quiz's Statistics card and the results summary).
 */
export function QuestionStatsTable({
  caption,
  headers,
  questions,
}: {
  caption: string;
  headers: QuestionStatsHeaders;
  questions: readonly QuestionStat[];
}) {
  const format = useFormatters();
  const rate = useRate();
  return (
    <DataTable
      framed={false}
      caption={caption}
      rows={questions.map((question, index) => ({ ...question, number: index + 1 }))}
      getRowId={(question) => question.questionId}
      columns={[
        {
          key: 'question',
          header: headers.question,
          // min-w-48: on a narrow screen the table scrolls rather than squeezing the text to a word a line.
          className: 'min-w-48 max-w-md',
          render: (question) => (
            <span className="line-clamp-2">
              <span className="text-muted">{question.number}. </span>
              {plainText(question.questionText)}
            </span>
          ),
        },
        {
          key: 'timesAsked',
          header: headers.timesAsked,
          className: 'text-right tabular-nums',
          render: (question) => format.number(question.timesAsked),
        },
        {
          key: 'timesCorrect',
          header: headers.timesCorrect,
          className: 'text-right tabular-nums',
          render: (question) => format.number(question.timesCorrect),
        },
        {
          key: 'correctRate',
          header: headers.correctRate,
          className: 'text-right',
          render: (question) => (
            <Badge tone={scoreTone(question.correctRate * 100)} size="sm">
              {rate(question.correctRate)}
            </Badge>
          ),
        },
      ]}
    />
  );
}

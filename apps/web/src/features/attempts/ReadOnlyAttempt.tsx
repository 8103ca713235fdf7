import type { AttemptDetail } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attemptQuestionsQuery } from '../../api/attempts.ts';
import { screenMessage } from '../../api/errors.ts';
import { Alert, Spinner } from '../../ui/index.ts';
import { QuestionCard } from './QuestionCard.tsx';

/** A completed attempt: every question with the answer given, widgets disabled (spec 3 section 2). */
export function ReadOnlyAttempt({ attempt }: { attempt: AttemptDetail }) {
  const { t } = useTranslation();
  const questions = useQuery(attemptQuestionsQuery(attempt.attemptId));
  if (questions.isPending) {
    return <Spinner />;
  }
  if (questions.isError) {
    return <Alert type="error">{screenMessage(questions.error, t('attempts.errors.noQuestion'))}</Alert>;
  }
  const given = new Map(attempt.answers.map((answer) => [answer.questionId, answer.response]));
  return (
    <div className="flex flex-col gap-4">
      {questions.data.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          label={t('attempts.take.questionOf', { number: question.position, total: questions.data.length })}
          response={given.get(question.id) ?? null}
          onChange={() => undefined}
          disabled
        />
      ))}
    </div>
  );
}

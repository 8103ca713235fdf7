import type { TrueFalseResponse, TrueFalseSafeContent } from '@quizmaker/question-types';
import { reviewRowClasses, ReviewFrame, Verdict } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';

/** TRUE_FALSE result: the verdict given against the right one, in words. */
export function TrueFalseReview({
  response,
  correctAnswer,
  isCorrect,
  score,
  explanation,
  labelledBy,
}: ReviewProps<TrueFalseSafeContent, TrueFalseResponse>) {
  const t = useQuestionTypesT();
  const word = (value: boolean) => (value ? t('trueFalse.true') : t('trueFalse.false'));
  const right = response !== null && correctAnswer !== null && response.answer === correctAnswer.answer;
  return (
    <ReviewFrame
      isCorrect={isCorrect}
      score={score}
      answered={response !== null}
      explanation={explanation}
      labelledBy={labelledBy}
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        <div
          className={reviewRowClasses(
            response === null || correctAnswer === null ? 'plain' : right ? 'right' : 'wrong',
          )}
        >
          <dt className="text-sm font-medium">{t('common.yourAnswer')}</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {response === null ? t('common.notAnswered') : word(response.answer)}
            {response !== null && correctAnswer !== null ? <Verdict right={right} /> : null}
          </dd>
        </div>
        <div className={reviewRowClasses(correctAnswer === null ? 'plain' : 'right')}>
          <dt className="text-sm font-medium">{t('common.correctAnswer')}</dt>
          <dd className="font-semibold">
            {correctAnswer === null ? t('common.noCorrectAnswer') : word(correctAnswer.answer)}
          </dd>
        </div>
      </dl>
    </ReviewFrame>
  );
}

import type { OpenResponse, OpenSafeContent } from '@quizmaker/question-types';
import { isBlank } from '../common/text.ts';
import { reviewRowClasses, ReviewFrame, Verdict } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';

/** OPEN result: the typed answer against the model answer. */
export function OpenReview({
  response,
  correctAnswer,
  isCorrect,
  score,
  explanation,
  labelledBy,
}: ReviewProps<OpenSafeContent, OpenResponse>) {
  const t = useQuestionTypesT();
  const answered = response !== null && !isBlank(response.answer);
  return (
    <ReviewFrame
      isCorrect={isCorrect}
      score={score}
      answered={answered}
      explanation={explanation}
      labelledBy={labelledBy}
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className={reviewRowClasses(answered ? (isCorrect ? 'right' : 'wrong') : 'plain')}>
          <dt className="text-sm font-medium">{t('common.yourAnswer')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="whitespace-pre-wrap break-words">
              {answered ? response.answer : t('common.notAnswered')}
            </span>
            {answered ? <Verdict right={isCorrect} /> : null}
          </dd>
        </div>
        <div className={reviewRowClasses(correctAnswer === null ? 'plain' : 'right')}>
          <dt className="text-sm font-medium">{t('open.modelAnswerTitle')}</dt>
          <dd className="whitespace-pre-wrap break-words">
            {correctAnswer === null ? t('common.noCorrectAnswer') : correctAnswer.answer}
          </dd>
        </div>
      </dl>
    </ReviewFrame>
  );
}

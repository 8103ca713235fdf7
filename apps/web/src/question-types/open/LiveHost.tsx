import type { OpenResponse, OpenSafeContent } from '@quizmaker/question-types';
import { ReviewTag } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { LiveHostProps } from '../types.ts';

/** OPEN on the live host's screen: players type; at the reveal the model answer. */
export function OpenLiveHost({ correctAnswer }: LiveHostProps<OpenSafeContent, OpenResponse>) {
  const t = useQuestionTypesT();
  if (correctAnswer === null) {
    return <p className="text-xl text-muted">{t('liveHost.typeAnswer')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-success bg-success-soft px-4 py-3 text-success-soft-fg">
      <ReviewTag tone="success" symbol="✓">
        {t('common.correctAnswer')}
      </ReviewTag>
      <span className="text-2xl font-semibold break-words">{correctAnswer.answer}</span>
    </div>
  );
}

import type { TrueFalseResponse, TrueFalseSafeContent } from '@quizmaker/question-types';
import { ChoiceLiveHost } from '../choices/ChoiceLiveHost.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { LiveHostProps } from '../types.ts';

/** TRUE_FALSE on the live host's screen: True and False as two options (ids 'true' and 'false', as the reveal counts them). */
export function TrueFalseLiveHost({
  correctAnswer,
  distribution,
  labelledBy,
}: LiveHostProps<TrueFalseSafeContent, TrueFalseResponse>) {
  const t = useQuestionTypesT();
  return (
    <ChoiceLiveHost
      options={[
        { id: 'true', text: t('trueFalse.true') },
        { id: 'false', text: t('trueFalse.false') },
      ]}
      correct={correctAnswer === null ? null : new Set([String(correctAnswer.answer)])}
      distribution={distribution}
      labelledBy={labelledBy}
    />
  );
}

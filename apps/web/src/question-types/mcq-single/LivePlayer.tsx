import type { McqSingleResponse, McqSingleSafeContent } from '@quizmaker/question-types';
import { LiveChoiceOptions } from '../choices/ChoiceOptions.tsx';
import type { PlayerProps } from '../types.ts';
import { McqSinglePlayer } from './Player.tsx';

/** MCQ_SINGLE in a live room: the attempt's answer logic on large tiles marked by shape and letter (one radio tile per option). */
export function McqSingleLivePlayer(props: PlayerProps<McqSingleSafeContent, McqSingleResponse>) {
  return <McqSinglePlayer {...props} Options={LiveChoiceOptions} />;
}

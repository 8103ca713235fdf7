import type { McqMultiResponse, McqMultiSafeContent } from '@quizmaker/question-types';
import { LiveChoiceOptions } from '../choices/ChoiceOptions.tsx';
import type { PlayerProps } from '../types.ts';
import { McqMultiPlayer } from './Player.tsx';

/** MCQ_MULTI in a live room: the attempt's answer logic on large tiles marked by shape and letter (one checkbox tile per option). */
export function McqMultiLivePlayer(props: PlayerProps<McqMultiSafeContent, McqMultiResponse>) {
  return <McqMultiPlayer {...props} Options={LiveChoiceOptions} />;
}

import { defineWebPlugin } from '../define-web-plugin.tsx';
import { McqSingleEditor } from './Editor.tsx';
import { McqSingleLiveHost } from './LiveHost.tsx';
import { McqSingleLivePlayer } from './LivePlayer.tsx';
import { McqSinglePlayer } from './Player.tsx';
import { McqSingleReview } from './Review.tsx';

/** MCQ_SINGLE on the web: options editor with radio for the one correct answer, radio answer widget. */
export const mcqSingleWebPlugin = defineWebPlugin({
  type: 'MCQ_SINGLE',
  Editor: McqSingleEditor,
  Player: McqSinglePlayer,
  LivePlayer: McqSingleLivePlayer,
  Review: McqSingleReview,
  LiveHost: McqSingleLiveHost,
});

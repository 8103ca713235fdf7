import { defineWebPlugin } from '../define-web-plugin.tsx';
import { McqMultiEditor } from './Editor.tsx';
import { McqMultiLiveHost } from './LiveHost.tsx';
import { McqMultiLivePlayer } from './LivePlayer.tsx';
import { McqMultiPlayer } from './Player.tsx';
import { McqMultiReview } from './Review.tsx';

/** MCQ_MULTI on the web: options editor with checkboxes for the correct answers, checkbox answer widget. */
export const mcqMultiWebPlugin = defineWebPlugin({
  type: 'MCQ_MULTI',
  Editor: McqMultiEditor,
  Player: McqMultiPlayer,
  LivePlayer: McqMultiLivePlayer,
  Review: McqMultiReview,
  LiveHost: McqMultiLiveHost,
});

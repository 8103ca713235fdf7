import { defineWebPlugin } from '../define-web-plugin.tsx';
import { TrueFalseEditor } from './Editor.tsx';
import { TrueFalseLiveHost } from './LiveHost.tsx';
import { TrueFalseLivePlayer } from './LivePlayer.tsx';
import { TrueFalsePlayer } from './Player.tsx';
import { TrueFalseReview } from './Review.tsx';

/** TRUE_FALSE on the web: a true/false choice when authoring and when answering. */
export const trueFalseWebPlugin = defineWebPlugin({
  type: 'TRUE_FALSE',
  Editor: TrueFalseEditor,
  Player: TrueFalsePlayer,
  Review: TrueFalseReview,
  LiveHost: TrueFalseLiveHost,
  LivePlayer: TrueFalseLivePlayer,
});

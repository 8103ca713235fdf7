import { defineWebPlugin } from '../define-web-plugin.tsx';
import { OpenEditor } from './Editor.tsx';
import { OpenLiveHost } from './LiveHost.tsx';
import { OPEN_ANSWER_MIN, OpenPlayer } from './Player.tsx';
import { OpenReview } from './Review.tsx';

/** OPEN on the web: the model answer when authoring, a text box with the hint when answering. */
export const openWebPlugin = defineWebPlugin({
  type: 'OPEN',
  Editor: OpenEditor,
  Player: OpenPlayer,
  Review: OpenReview,
  LiveHost: OpenLiveHost,
  withinLimits: (response) => response.answer.trim().length >= OPEN_ANSWER_MIN,
});

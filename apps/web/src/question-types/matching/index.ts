import { defineWebPlugin } from '../define-web-plugin.tsx';
import { MatchingEditor } from './Editor.tsx';
import { MatchingPlayer } from './Player.tsx';
import { MatchingReview } from './Review.tsx';

/** MATCHING on the web: pairs (and extra right items) when authoring; pick a left then a right item, or a select per left item, when answering. */
export const matchingWebPlugin = defineWebPlugin({
  type: 'MATCHING',
  Editor: MatchingEditor,
  Player: MatchingPlayer,
  Review: MatchingReview,
});

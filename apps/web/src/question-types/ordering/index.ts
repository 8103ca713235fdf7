import { defineWebPlugin } from '../define-web-plugin.tsx';
import { OrderingEditor } from './Editor.tsx';
import { OrderingLiveHost } from './LiveHost.tsx';
import { OrderingPlayer } from './Player.tsx';
import { OrderingReview } from './Review.tsx';

/** ORDERING on the web: items in the correct order when authoring; a sortable list (drag or keyboard) when answering. */
export const orderingWebPlugin = defineWebPlugin({
  type: 'ORDERING',
  Editor: OrderingEditor,
  Player: OrderingPlayer,
  Review: OrderingReview,
  LiveHost: OrderingLiveHost,
});

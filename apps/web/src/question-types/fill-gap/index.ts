import { defineWebPlugin } from '../define-web-plugin.tsx';
import { FillGapEditor } from './Editor.tsx';
import { FillGapLiveHost } from './LiveHost.tsx';
import { FillGapPlayer, finaliseFillGapResponse } from './Player.tsx';
import { FillGapReview } from './Review.tsx';

/** FILL_GAP on the web: text with ___N___ markers and gap answers; inputs inline where the markers stand. */
export const fillGapWebPlugin = defineWebPlugin({
  type: 'FILL_GAP',
  Editor: FillGapEditor,
  Player: FillGapPlayer,
  Review: FillGapReview,
  LiveHost: FillGapLiveHost,
  finaliseResponse: finaliseFillGapResponse,
});

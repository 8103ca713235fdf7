import { defineWebPlugin } from '../define-web-plugin.tsx';
import { HotspotEditor } from './Editor.tsx';
import { HotspotPlayer } from './Player.tsx';
import { HotspotReview } from './Review.tsx';

/** HOTSPOT on the web: image with draggable (and drawable) regions when authoring; toggle buttons over the image, or a drawn box, when answering. */
export const hotspotWebPlugin = defineWebPlugin({
  type: 'HOTSPOT',
  Editor: HotspotEditor,
  Player: HotspotPlayer,
  Review: HotspotReview,
});

import type { TypeInterchange } from '../interchange/model.ts';
import type { HotspotContent } from './schema.ts';

/** HOTSPOT maps one to one onto image regions (ids 1, 2, ... on the way in). */
export const hotspotInterchange: TypeInterchange<HotspotContent> = {
  toInterchange: (content) => ({
    body: {
      kind: 'imageRegions',
      imageUrl: content.imageUrl,
      regions: content.regions.map(({ x, y, width, height, correct }) => ({ x, y, width, height, correct })),
    },
    notes: [],
  }),
  fromInterchange: (body) =>
    body.kind === 'imageRegions'
      ? {
          content: {
            imageUrl: body.imageUrl,
            regions: body.regions.map((region, index) => ({ id: index + 1, ...region })),
          },
          notes: [],
        }
      : null,
};

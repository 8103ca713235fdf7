import { nextNumericId } from '../ids.ts';
import type { HotspotContent, HotspotRegion } from './schema.ts';

/**
 * A new region (api.md decision 6): x 50, y 50, width and height 50 so it stays inside the image,
 * correct, with the next free id.
 */
export function newHotspotRegion(content: Pick<HotspotContent, 'regions'>): HotspotRegion {
  return { id: nextNumericId(content.regions), x: 50, y: 50, width: 50, height: 50, correct: true };
}

/** The editor's "Add region". */
export function addHotspotRegion(content: HotspotContent): HotspotContent {
  return { ...content, regions: [...content.regions, newHotspotRegion(content)] };
}

import type { TextGeneration } from '../generation/model.ts';
import type { HotspotContent } from './schema.ts';

/** HOTSPOT asks for a place on an image; an invented image URL would be a question nobody can answer. */
export const hotspotGeneration: TextGeneration<HotspotContent> = { fromText: false, needs: 'an image' };

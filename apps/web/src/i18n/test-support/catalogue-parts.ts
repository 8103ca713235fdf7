import { PART_KEYS, type CataloguePart } from '../parts.ts';

/** Every catalogue part, for tests that load or check them all. */
export const CATALOGUE_PARTS = Object.keys(PART_KEYS) as CataloguePart[];

// The taxonomy module's public entry: the screen and the save-failure reading that tags and categories share
// (dependency rule no-feature-internals).
export { categorySaveFailure, joinReasons, type CategorySaveFailure } from './save-failure.ts';
export { TaxonomyManager } from './TaxonomyManager.tsx';

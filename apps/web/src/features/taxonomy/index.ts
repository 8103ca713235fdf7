// The taxonomy module's public entry: the screen and the save-failure reading that tags and categories share
// (dependency rule no-feature-internals).
export { categorySaveFailure, joinReasons } from './save-failure.ts';
export { QuickCreateTerm, type QuickCreateFailure } from './QuickCreateTerm.tsx';
export { TaxonomyManager } from './TaxonomyManager.tsx';

// The taxonomy module's public entry: the screen, its texts, the pickers' quick-create and the save-failure reading
// that tags and categories share (dependency rule no-feature-internals).
export { categorySaveFailure, joinReasons } from './save-failure.ts';
export { QuickCreateTerm, type QuickCreateFailure } from './QuickCreateTerm.tsx';
export { TaxonomyManager } from './TaxonomyManager.tsx';
export { useTaxonomyTexts } from './screen-texts.ts';

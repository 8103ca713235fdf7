// The categories feature's public entry: what other features may use (dependency rule no-feature-internals).
export { CategorySelect } from './CategorySelect.tsx';

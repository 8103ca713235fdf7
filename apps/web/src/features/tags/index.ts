// The tags feature's public entry: what other features may use (dependency rule no-feature-internals).
export { TagPicker } from './TagPicker.tsx';

// The attempts feature's public entry: what other features may use (dependency rule no-feature-internals).
export { ActiveAttempts, attemptPath } from './ActiveAttempts.tsx';

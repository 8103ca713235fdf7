// The live feature's public entry (issue 22): what other features may use (dependency rule no-feature-internals).
export { HostLiveButton } from './host/HostLiveButton.tsx';
export { LiveSessionsSection } from './host/LiveSessionsSection.tsx';

// The profile feature's public entry: what other features may use (dependency rule no-feature-internals).
export { ActiveBadge, RoleBadges } from './ProfileDetails.tsx';

import { z } from 'zod';

/** Feature flags of spec 1 section 3; all off unless the server's FEATURE_FLAGS switches them on. */
export const FEATURE_FLAG_NAMES = [
  'advancedAnalytics',
  'realTimeStats',
  'exportFeatures',
  'aiGeneration',
  'socialSharing',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

export const FeatureFlagsSchema = z
  .object(
    Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<FeatureFlagName, z.ZodBoolean>,
  )
  .meta({ id: 'FeatureFlags' });
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

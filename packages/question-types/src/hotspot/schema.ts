import { isMediaStorePath } from '@quizmaker/contracts';
import { z } from 'zod';
import { checkUniqueIds, isBlank, withContentChecks, type ContentIssue } from '../content-issues.ts';
import { LenientNumericIdSchema, NumericIdSchema, withoutRepeats } from '../ids.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES } from '../messages.ts';

const RegionSchema = z.object({
  id: NumericIdSchema,
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  correct: z.boolean(),
});
export type HotspotRegion = z.infer<typeof RegionSchema>;

const HotspotShape = z.object({ imageUrl: z.string(), regions: z.array(RegionSchema) });

/** Absolute http(s) URL: what an <img> may load; javascript:, data: and relative paths are refused (but see imageUrlIssues). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Bounds of one region (spec 2: x, y 0-100; width, height 1-100), each on its own: a region may run
 * past the right or bottom edge and counts by its part inside the image (geometry.ts clipToImage).
 */
export function regionIssues(region: HotspotRegion, index: number): ContentIssue[] {
  const at = (field: string): Array<string | number> => ['regions', index, field];
  const ranges: Array<[boolean, string, string]> = [
    [region.x >= 0 && region.x <= 100, CONTENT_MESSAGES.xRange, 'x'],
    [region.y >= 0 && region.y <= 100, CONTENT_MESSAGES.yRange, 'y'],
    [region.width >= 1 && region.width <= 100, CONTENT_MESSAGES.widthRange, 'width'],
    [region.height >= 1 && region.height <= 100, CONTENT_MESSAGES.heightRange, 'height'],
  ];
  return ranges.filter(([ok]) => !ok).map(([, message, field]) => ({ message, path: at(field) }));
}

function imageUrlIssues(imageUrl: string): ContentIssue[] {
  if (isBlank(imageUrl)) {
    return [{ message: CONTENT_MESSAGES.imageUrlRequired, path: ['imageUrl'] }];
  }
  // Our own media store's images are paths on the API's origin (uploads, the demo's shipped image).
  return isHttpUrl(imageUrl) || isMediaStorePath(imageUrl)
    ? []
    : [{ message: CONTENT_MESSAGES.imageUrlInvalid, path: ['imageUrl'] }];
}

function regionCountIssues(regions: readonly HotspotRegion[]): ContentIssue[] {
  if (regions.length === 0) {
    return [{ message: CONTENT_MESSAGES.atLeastOneRegion, path: ['regions'] }];
  }
  return regions.some((region) => region.correct)
    ? []
    : [{ message: CONTENT_MESSAGES.noCorrectRegions, path: ['regions'] }];
}

/** HOTSPOT content: an image and rectangular regions in percent, at least one of them correct. */
export const HotspotContentSchema = withContentChecks(HotspotShape, (content) => [
  ...imageUrlIssues(content.imageUrl),
  ...regionCountIssues(content.regions),
  ...checkUniqueIds(content.regions, CONTENT_MESSAGES.regionIdsUnique, 'regions'),
  ...content.regions.flatMap(regionIssues),
]);
export type HotspotContent = z.infer<typeof HotspotContentSchema>;

/** Safe content: the image and the regions' geometry, without `correct`. */
export const HotspotSafeContentSchema = z.strictObject({
  imageUrl: z.string(),
  regions: z.array(
    z.strictObject({ id: NumericIdSchema, x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  ),
});
export type HotspotSafeContent = z.infer<typeof HotspotSafeContentSchema>;

/** A box the taker drew on the canvas, in percent of the image. */
export const DrawnBoxSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  width: z.number().gt(0).max(100),
  height: z.number().gt(0).max(100),
});

/** Canonical response: one region id, several region ids, or a drawn box (api.md). */
export const HotspotResponseSchema = z.union([
  z.object({ regionId: NumericIdSchema }),
  z.object({ selectedRegionIds: z.array(NumericIdSchema) }),
  DrawnBoxSchema,
]);
export type HotspotResponse = z.infer<typeof HotspotResponseSchema>;

/**
 * Canonical forms, or the local forms: a region id, an array of clicked region ids,
 * `{selectedRegionId}` (the reference client's name), or `{regionId: box}`, the box the original
 * client's canvas drew, sent under `regionId` (spec 3 section 3). Objects must hold exactly one
 * form, so a response carrying both a region id and a box is malformed rather than guessed at.
 */
export const normaliseHotspotResponse = lenientParser<HotspotResponse>(
  z.union([
    z.strictObject({ regionId: LenientNumericIdSchema }),
    z.strictObject({ regionId: DrawnBoxSchema.strict() }).transform((wrapped) => wrapped.regionId),
    z
      .strictObject({ selectedRegionId: LenientNumericIdSchema })
      .transform((raw) => ({ regionId: raw.selectedRegionId })),
    z
      .strictObject({ selectedRegionIds: z.array(LenientNumericIdSchema) })
      .transform((raw) => ({ selectedRegionIds: withoutRepeats(raw.selectedRegionIds) })),
    DrawnBoxSchema.strict(),
    LenientNumericIdSchema.transform((regionId) => ({ regionId })),
    z.array(LenientNumericIdSchema).transform((ids) => ({ selectedRegionIds: withoutRepeats(ids) })),
  ]),
);

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

/** Rounding slack for x + width and y + height, so 33.3 + 66.7 is still inside the image. */
const EDGE_TOLERANCE = 1e-9;

/** Absolute http(s) URL: what an <img> may load; javascript:, data: and relative paths are refused. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Bounds of one region (spec 2: x, y 0-100; width, height 1-100) and that it stays inside the image. */
export function regionIssues(region: HotspotRegion, index: number): ContentIssue[] {
  const at = (field: string): Array<string | number> => ['regions', index, field];
  const issues: ContentIssue[] = [];
  const xOk = region.x >= 0 && region.x <= 100;
  const yOk = region.y >= 0 && region.y <= 100;
  const widthOk = region.width >= 1 && region.width <= 100;
  const heightOk = region.height >= 1 && region.height <= 100;
  const ranges: Array<[boolean, string, string]> = [
    [xOk, CONTENT_MESSAGES.xRange, 'x'],
    [yOk, CONTENT_MESSAGES.yRange, 'y'],
    [widthOk, CONTENT_MESSAGES.widthRange, 'width'],
    [heightOk, CONTENT_MESSAGES.heightRange, 'height'],
  ];
  for (const [ok, message, field] of ranges) {
    if (!ok) {
      issues.push({ message, path: at(field) });
    }
  }
  if (xOk && widthOk && region.x + region.width > 100 + EDGE_TOLERANCE) {
    issues.push({ message: CONTENT_MESSAGES.regionTooWide, path: at('width') });
  }
  if (yOk && heightOk && region.y + region.height > 100 + EDGE_TOLERANCE) {
    issues.push({ message: CONTENT_MESSAGES.regionTooTall, path: at('height') });
  }
  return issues;
}

function imageUrlIssues(imageUrl: string): ContentIssue[] {
  if (isBlank(imageUrl)) {
    return [{ message: CONTENT_MESSAGES.imageUrlRequired, path: ['imageUrl'] }];
  }
  return isHttpUrl(imageUrl) ? [] : [{ message: CONTENT_MESSAGES.imageUrlInvalid, path: ['imageUrl'] }];
}

function regionCountIssues(regions: readonly HotspotRegion[]): ContentIssue[] {
  if (regions.length === 0) {
    return [{ message: CONTENT_MESSAGES.atLeastOneRegion, path: ['regions'] }];
  }
  return regions.some((region) => region.correct) ? [] : [{ message: CONTENT_MESSAGES.noCorrectRegions, path: ['regions'] }];
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
 * Canonical forms, or the local forms: a region id, an array of clicked region ids, or
 * `{selectedRegionId}` (the reference client's name). Objects must hold exactly one form, so a
 * response carrying both a region id and a box is malformed rather than guessed at.
 */
export const normaliseHotspotResponse = lenientParser<HotspotResponse>(
  z.union([
    z.strictObject({ regionId: LenientNumericIdSchema }),
    z.strictObject({ selectedRegionId: LenientNumericIdSchema }).transform((raw) => ({ regionId: raw.selectedRegionId })),
    z
      .strictObject({ selectedRegionIds: z.array(LenientNumericIdSchema) })
      .transform((raw) => ({ selectedRegionIds: withoutRepeats(raw.selectedRegionIds) })),
    DrawnBoxSchema.strict(),
    LenientNumericIdSchema.transform((regionId) => ({ regionId })),
    z.array(LenientNumericIdSchema).transform((ids) => ({ selectedRegionIds: withoutRepeats(ids) })),
  ]),
);

import type { ScoringMode } from '@quizmaker/contracts';
import { NO_CREDIT, scoreAllOrNothing, type GradeResult } from '../scoring.ts';
import { boxCentre, boxContains, clipToImage, intersectionOverUnion, type PercentBox } from './geometry.ts';
import type { HotspotContent, HotspotResponse } from './schema.ts';

/** IoU at which a drawn box counts as marking a region (the usual object-detection threshold). */
export const DRAWN_BOX_MIN_IOU = 0.5;

/**
 * A drawn box is right when
 *  (a) its IoU with some correct region is at least 0.5 and higher than with any incorrect region, or
 *  (b) its centre lies in a correct region no smaller than the box, and in no incorrect region.
 * The size condition in (b) keeps (b) a "pointing" rule: a box drawn over the whole image has its
 * centre somewhere, but points at nothing. A box marks one place, so with several correct regions,
 * hitting any one of them is right.
 */
export function drawnBoxHitsCorrectRegion(content: HotspotContent, box: PercentBox): boolean {
  // Regions count by their part inside the image (a region may run past an edge: clipToImage).
  const regions = content.regions.map((region) => ({ ...clipToImage(region), correct: region.correct }));
  const bestIoU = (correct: boolean): number =>
    Math.max(0, ...regions.filter((region) => region.correct === correct).map((region) => intersectionOverUnion(box, region)));
  const bestCorrect = bestIoU(true);
  if (bestCorrect >= DRAWN_BOX_MIN_IOU && bestCorrect > bestIoU(false)) {
    return true;
  }
  const centre = boxCentre(box);
  const containing = regions.filter((region) => boxContains(region, centre.x, centre.y));
  const boxArea = box.width * box.height;
  return (
    containing.every((region) => region.correct) &&
    containing.some((region) => region.width * region.height >= boxArea)
  );
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * Region ids are right when the selected set equals the set of correct regions (spec 3: clicking
 * toggles regions, so every correct one must be on and no other). No partial credit (api.md).
 */
export function gradeHotspot(content: HotspotContent, response: HotspotResponse | null, _mode: ScoringMode): GradeResult {
  if (response === null) {
    return NO_CREDIT;
  }
  const correct = new Set(content.regions.filter((region) => region.correct).map((region) => region.id));
  if ('regionId' in response) {
    return scoreAllOrNothing(sameSet(new Set([response.regionId]), correct));
  }
  if ('selectedRegionIds' in response) {
    return scoreAllOrNothing(sameSet(new Set(response.selectedRegionIds), correct));
  }
  return scoreAllOrNothing(drawnBoxHitsCorrectRegion(content, response));
}

/** `{regionId}` when one region is correct, `{selectedRegionIds}` when several are. */
export function hotspotCorrectAnswer(content: HotspotContent): HotspotResponse {
  const ids = content.regions.filter((region) => region.correct).map((region) => region.id);
  const [only] = ids;
  return ids.length === 1 && only !== undefined ? { regionId: only } : { selectedRegionIds: ids };
}

/** Answered once a region is selected or a box drawn (spec 3: hotspot needs a region). */
export function isHotspotAnswered(response: HotspotResponse | null): boolean {
  if (response === null) {
    return false;
  }
  return 'selectedRegionIds' in response ? response.selectedRegionIds.length > 0 : true;
}

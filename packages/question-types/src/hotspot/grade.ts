import { NO_CREDIT, scoreAllOrNothing, type GradeResult } from '../scoring.ts';
import { boxCentre, boxContains, clipToImage, overlapArea, type PercentBox } from './geometry.ts';
import type { HotspotContent, HotspotResponse } from './schema.ts';

/**
 * A drawn box (the canvas variant of spec 3 section 4, sent raw or as the original client's
 * `{regionId: box}`) marks one region: the region that contains the box's centre, or, when no
 * region contains it, the region the box overlaps most. When the centre lies in several
 * (overlapping) regions, the one of them the box overlaps most. Regions count by their part inside
 * the image (a region may run past an edge: clipToImage); edges belong to a region.
 * The box is right when the region it marks is correct. A box that overlaps no region marks none,
 * and a tie between a correct and an incorrect region marks no single one: both are wrong. A box
 * marks one place, so with several correct regions, marking any one of them is right. A box drawn
 * over the whole image is no better than a click: it marks the region at the image's centre.
 */
export function drawnBoxHitsCorrectRegion(content: HotspotContent, box: PercentBox): boolean {
  const regions = content.regions.map((region) => ({ ...clipToImage(region), correct: region.correct }));
  const centre = boxCentre(box);
  const holdingCentre = regions.filter((region) => boxContains(region, centre.x, centre.y));
  const candidates = (holdingCentre.length > 0 ? holdingCentre : regions).map((region) => ({
    correct: region.correct,
    overlap: overlapArea(box, region),
  }));
  const most = Math.max(0, ...candidates.map((candidate) => candidate.overlap));
  const marked = candidates.filter((candidate) => candidate.overlap === most);
  return most > 0 && marked.every((candidate) => candidate.correct);
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * Region ids are right when the selected set equals the set of correct regions (spec 3: clicking
 * toggles regions, so every correct one must be on and no other). No partial credit (api.md).
 */
export function gradeHotspot(content: HotspotContent, response: HotspotResponse | null): GradeResult {
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

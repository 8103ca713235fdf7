import type { HotspotResponse, HotspotSafeContent } from '@quizmaker/question-types';

/** Region ids a response selects (none for a drawn box). */
export function selectedRegionIds(response: HotspotResponse | null): number[] {
  if (response === null) {
    return [];
  }
  if ('regionId' in response) {
    return [response.regionId];
  }
  return 'selectedRegionIds' in response ? response.selectedRegionIds : [];
}

/** The drawn box of a response, if it is one. */
export function drawnBox(
  response: HotspotResponse | null,
): { x: number; y: number; width: number; height: number } | null {
  return response !== null && 'x' in response ? response : null;
}

/**
 * The canonical response for a set of clicked regions (api.md): `{regionId}` for one region,
 * `{selectedRegionIds}` (in region order) for several or none.
 */
export function responseForSelection(
  regions: HotspotSafeContent['regions'],
  selected: ReadonlySet<number>,
): HotspotResponse {
  const ids = regions.map((region) => region.id).filter((id) => selected.has(id));
  const [only] = ids;
  return ids.length === 1 && only !== undefined ? { regionId: only } : { selectedRegionIds: ids };
}

/** Gaps are marked ___N___ in the text; like the taker's widget, runs of three or more underscores count. */
export const GAP_MARKER_PATTERN = /_{3,}(\d{1,9})_{3,}/g;

/** The marker an author types for gap `id` (spec 2: ___1___, ___2___, ...). */
export function gapMarker(id: number): string {
  return `___${id}___`;
}

/** Gap ids marked in the text, in reading order, repeats included (so they can be reported). */
export function gapMarkerIds(text: string): number[] {
  return Array.from(text.matchAll(GAP_MARKER_PATTERN), (match) => Number(match[1]));
}

/** Next gap id: above every gap and every marker already typed, so "Add Gap" never collides. */
export function nextGapId(content: { readonly text: string; readonly gaps: ReadonlyArray<{ readonly id: number }> }): number {
  const taken = [...content.gaps.map((gap) => gap.id), ...gapMarkerIds(content.text)];
  return taken.reduce((next, id) => Math.max(next, id + 1), 1);
}

/** The editor's "Add Gap": appends the next marker to the text and an empty gap for it. */
export function addGap<C extends { readonly text: string; readonly gaps: ReadonlyArray<{ readonly id: number; readonly answer: string }> }>(
  content: C,
): C {
  const id = nextGapId(content);
  const separator = content.text === '' || /\s$/u.test(content.text) ? '' : ' ';
  return { ...content, text: `${content.text}${separator}${gapMarker(id)}`, gaps: [...content.gaps, { id, answer: '' }] };
}

/** Longest FILL_GAP text: checked before the markers are read, so parsing never sees more. */
export const FILL_GAP_TEXT_MAX = 10_000;

/** One ___N___ marker in a text: the gap id and the [start, end) range it covers. */
export interface GapMarker {
  readonly id: number;
  readonly start: number;
  readonly end: number;
}

const UNDERSCORE = 95;
const isDigitAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
};

/** Where the run of underscores starting at `from` ends. */
function underscoreRunEnd(text: string, from: number): number {
  let end = from;
  while (text.charCodeAt(end) === UNDERSCORE) {
    end += 1;
  }
  return end;
}

/**
 * The gap markers of a text in reading order, in one pass: a run of three or more underscores,
 * one to nine digits, and a run of three or more underscores that the marker takes whole (the
 * widget and the server read exactly what `/_{3,}(\d{1,9})_{3,}/g` used to match, without its
 * quadratic backtracking over long runs of underscores).
 */
export function findGapMarkers(text: string): GapMarker[] {
  const markers: GapMarker[] = [];
  let cursor = text.indexOf('_');
  while (cursor !== -1) {
    const leadEnd = underscoreRunEnd(text, cursor);
    let digitsEnd = leadEnd;
    while (isDigitAt(text, digitsEnd)) {
      digitsEnd += 1;
    }
    const digits = digitsEnd - leadEnd;
    const trailEnd = underscoreRunEnd(text, digitsEnd);
    if (leadEnd - cursor >= 3 && digits >= 1 && digits <= 9 && trailEnd - digitsEnd >= 3) {
      markers.push({ id: Number(text.slice(leadEnd, digitsEnd)), start: cursor, end: trailEnd });
      cursor = text.indexOf('_', trailEnd);
    } else {
      // The trailing run of a failed marker may open the next one.
      cursor = text.indexOf('_', leadEnd);
    }
  }
  return markers;
}

/** The marker an author types for gap `id` (spec 2: ___1___, ___2___, ...). */
export function gapMarker(id: number): string {
  return `___${id}___`;
}

/** Gap ids marked in the text, in reading order, repeats included (so they can be reported). */
export function gapMarkerIds(text: string): number[] {
  return findGapMarkers(text).map((marker) => marker.id);
}

/** Next gap id: above every gap and every marker already typed, so "Add Gap" never collides. */
export function nextGapId(content: {
  readonly text: string;
  readonly gaps: ReadonlyArray<{ readonly id: number }>;
}): number {
  const taken = [...content.gaps.map((gap) => gap.id), ...gapMarkerIds(content.text)];
  return taken.reduce((next, id) => Math.max(next, id + 1), 1);
}

/** The editor's "Add Gap": appends the next marker to the text and an empty gap for it. */
export function addGap<
  C extends { readonly text: string; readonly gaps: ReadonlyArray<{ readonly id: number; readonly answer: string }> },
>(content: C): C {
  const id = nextGapId(content);
  const separator = content.text === '' || /\s$/u.test(content.text) ? '' : ' ';
  return {
    ...content,
    text: `${content.text}${separator}${gapMarker(id)}`,
    gaps: [...content.gaps, { id, answer: '' }],
  };
}

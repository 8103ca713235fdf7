import { findGapMarkers } from '@quizmaker/question-types';

/** A piece of FILL_GAP text: literal text, or the place of a gap (its first ___N___ marker). */
export type GapSegment = { kind: 'text'; text: string } | { kind: 'gap'; gapId: number };

/**
 * Splits text at its ___N___ markers (runs of three or more underscores around the number, api.md
 * decision 8). A marker becomes a gap only when the gap exists and only at its first occurrence;
 * any other marker stays literal text, so a widget never shows two inputs for one gap.
 */
export function gapSegments(text: string, gapIds: ReadonlySet<number>): GapSegment[] {
  const segments: GapSegment[] = [];
  const placed = new Set<number>();
  let cursor = 0;
  const pushText = (piece: string) => {
    if (piece === '') {
      return;
    }
    const last = segments.at(-1);
    if (last?.kind === 'text') {
      last.text += piece;
    } else {
      segments.push({ kind: 'text', text: piece });
    }
  };
  for (const { id, start, end } of findGapMarkers(text)) {
    pushText(text.slice(cursor, start));
    if (gapIds.has(id) && !placed.has(id)) {
      placed.add(id);
      segments.push({ kind: 'gap', gapId: id });
    } else {
      pushText(text.slice(start, end));
    }
    cursor = end;
  }
  pushText(text.slice(cursor));
  return segments;
}

/** The text without the markers of one gap (and the space before each), for "remove gap". */
export function withoutGapMarker(text: string, gapId: number): string {
  let kept = '';
  let cursor = 0;
  for (const { id, start, end } of findGapMarkers(text)) {
    if (id !== gapId) {
      continue;
    }
    const before = text[start - 1];
    const cut = start > cursor && (before === ' ' || before === '\t') ? start - 1 : start;
    kept += text.slice(cursor, cut);
    cursor = end;
  }
  return kept + text.slice(cursor);
}

import { describe, expect, it } from 'vitest';
import { gapSegments, withoutGapMarker } from './segments.ts';

describe('FILL_GAP text segments', () => {
  it('places each existing gap at its first marker and keeps other markers as text', () => {
    expect(gapSegments('Paris is in ___1___, Rome in ____2___ and ___1___ ___9___.', new Set([1, 2]))).toEqual([
      { kind: 'text', text: 'Paris is in ' },
      { kind: 'gap', gapId: 1 },
      { kind: 'text', text: ', Rome in ' },
      { kind: 'gap', gapId: 2 },
      { kind: 'text', text: ' and ___1___ ___9___.' },
    ]);
  });

  it('removes every marker of one gap with the space before it, and nothing else', () => {
    expect(withoutGapMarker('A ___1___ B\t___2___ C ___1___', 1)).toEqual('A B\t___2___ C');
    expect(withoutGapMarker('___1___ starts', 1)).toEqual(' starts');
    expect(withoutGapMarker('A ___12___ B', 1)).toEqual('A ___12___ B');
  });

  it('splits and edits a megabyte of underscores at once (the widget used a backtracking pattern)', () => {
    const text = `${'_'.repeat(1_000_000)}1`;
    const started = performance.now();
    expect(gapSegments(text, new Set([1]))).toEqual([{ kind: 'text', text }]);
    expect(withoutGapMarker(text, 1)).toEqual(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

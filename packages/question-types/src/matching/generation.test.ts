import { describe, expect, it } from 'vitest';
import { matchingGeneration } from './generation.ts';

describe('MATCHING generation facts (issue 21, session 23)', () => {
  it('counts a right item no left item takes among the facts asked: another question saying whose it is gives it away', () => {
    if (!matchingGeneration.fromText) {
      throw new Error('MATCHING is generated from a text');
    }
    expect(
      matchingGeneration.facts?.(
        {
          left: [
            { id: 1, text: 'Jesse Hawley', matchId: 10 },
            { id: 2, text: 'Benjamin Wright', matchId: 11 },
          ],
          right: [
            { id: 10, text: 'A flour merchant' },
            { id: 11, text: 'The chief engineer' },
            { id: 12, text: 'Discovered a hydraulic cement that would harden under water' },
          ],
        },
        'Match each person with what the text says about them.',
      ),
    ).toEqual(['Jesse Hawley', 'Benjamin Wright', 'Discovered a hydraulic cement that would harden under water']);
  });
});

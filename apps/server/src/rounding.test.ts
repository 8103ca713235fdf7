import { describe, expect, it } from 'vitest';
import { round1, round4 } from './rounding.ts';

describe('wire rounding', () => {
  it('rounds percentages to one decimal', () => {
    expect([round1(66.66666), round1(33.35), round1(100), round1(0.04)]).toEqual([66.7, 33.4, 100, 0]);
  });

  it('rounds fractions to four decimals', () => {
    expect([round4(2 / 3), round4(0.12345), round4(1), round4(0.00004)]).toEqual([0.6667, 0.1235, 1, 0]);
  });
});

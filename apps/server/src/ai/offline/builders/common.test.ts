import { describe, expect, it } from 'vitest';
import { subjectLeansOnItsSection } from './common.ts';

describe('a subject that leans on its section (issue 21, session 12)', () => {
  it('is a definite one or a noun of doing, past a fronted phrase; not a plain one, "you" or a name', () => {
    expect(
      [
        'The tolls repaid the cost of construction within ten years.',
        'Each State has at least one Representative.',
        'Construction began at Rome in 1817.',
        'In 24 hours, the still will produce about 1 liter of water.',
        'Water is one of your most urgent needs.',
        'Aftershocks can continue for weeks.',
        'You need a minimum of 2 liters of water each day.',
        // The second code review of session 12: names that end like a noun of doing.
        'France joined the alliance in 1949.',
        'In 1503, Florence hired Leonardo.',
      ].map((text) => subjectLeansOnItsSection(text)),
    ).toEqual([true, true, true, true, false, false, false, false, false]);
  });

  it("is found after a question's auxiliary (session 13: a count asked first, blind-s28 Q22)", () => {
    expect(
      [
        'Within how many years did the tolls repay the cost of construction?',
        'How many Senators does each State have?',
        'In what year did construction begin?',
        'How many drops of iodine can you add to 1 liter of water?',
        'In what year did France join the alliance?',
        // Asked where the count stands: the subject opens it.
        'The tolls repaid the cost of construction within how many years?',
      ].map((text) => subjectLeansOnItsSection(text)),
    ).toEqual([true, true, true, false, false, true]);
  });
});

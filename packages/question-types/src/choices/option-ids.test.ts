import { describe, expect, it } from 'vitest';
import { addOption, nextOptionId, optionLetter } from './option-ids.ts';

describe('option ids (api.md decision 7)', () => {
  it('names options a..z, then aa, ab, ...', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(optionLetter)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba']);
  });

  it('takes the first letter no other option uses', () => {
    expect(nextOptionId([])).toBe('a');
    expect(nextOptionId([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }])).toBe('e');
    expect(nextOptionId([{ id: 'a' }, { id: 'c' }, { id: 'd' }])).toBe('b');
    expect(nextOptionId([{ id: 'b' }, { id: 'a' }])).toBe('c');
  });

  it('adds an empty option that is not correct', () => {
    const content = {
      options: [
        { id: 'a', text: 'x', correct: true },
        { id: 'c', text: 'y', correct: false },
      ],
    };
    expect(addOption(content).options).toEqual([...content.options, { id: 'b', text: '', correct: false }]);
    expect(content.options).toHaveLength(2);
  });
});

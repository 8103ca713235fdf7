import { describe, expect, it } from 'vitest';
import { rowText, typeBadgeText } from './question-display.ts';

describe('question rows', () => {
  it('gives one-line text for rows: markup removed, 160 characters and an ellipsis', () => {
    expect(rowText('<p>One</p><p>two <b>three</b></p><script>x</script>')).toBe('One two three');
    expect(rowText('a'.repeat(161))).toBe(`${'a'.repeat(160)}…`);
    expect(rowText('a'.repeat(160))).toBe('a'.repeat(160));
    expect(typeBadgeText('MCQ_SINGLE')).toBe('MCQ SINGLE');
  });
});

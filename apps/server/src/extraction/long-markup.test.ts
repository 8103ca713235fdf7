import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './extract-docx.ts';
import { withoutSpacesBeforeLineBreaks } from './extract-rtf.ts';

/** Issue 15 H-2: the tag scan of DOCX and the line clean-up of RTF rescanned long runs. */
describe('reading extracted markup', () => {
  it('reads mammoth HTML into blocks, self-closing tags included', () => {
    expect(
      htmlToBlocks(
        '<h2 id="x">Title</h2><p>One<br />two &amp; <strong>three</strong></p><ul><li>Item<img src="a.png" alt="b"/></li></ul>',
      ),
    ).toEqual([
      { text: 'Title', headingLevel: 2, listItem: false },
      { text: 'One two & three', headingLevel: null, listItem: false },
      { text: 'Item', headingLevel: null, listItem: true },
    ]);
  });

  it('scans an unterminated tag of 300,000 characters at once', () => {
    const started = performance.now();
    expect(htmlToBlocks(`<p>Before</p><p${'a'.repeat(300_000)}`)).toEqual([
      { text: 'Before', headingLevel: null, listItem: false },
    ]);
    // A hang guard, not a speed target: a rescan per character takes minutes here, a loaded CI machine seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('drops spaces and tabs before each line break, keeps the last line, in one pass', () => {
    expect(withoutSpacesBeforeLineBreaks('a  \nb\t \n\nc  ')).toBe('a\nb\n\nc  ');
    const started = performance.now();
    expect(withoutSpacesBeforeLineBreaks(`${' '.repeat(500_000)}x\n`)).toBe(`${' '.repeat(500_000)}x\n`);
    // A hang guard, not a speed target: a rescan per character takes minutes here, a loaded CI machine seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

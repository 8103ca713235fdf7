import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowText, typeBadgeText } from './question-display.ts';
import { plainText, RichText } from './rich-text.tsx';

describe('question text HTML', () => {
  it('keeps allowed markup and drops scripts, handlers, styles and unsafe URLs', () => {
    const html =
      '<p>Is <b>water</b> <em>wet</em>?</p><script>window.bad=1</script><img src="x" onerror="window.bad=2"><a href="javascript:alert(1)">link</a>' +
      '<a href="https://example.com" onclick="x()">ok</a><div style="color:red">kept text</div><iframe src="https://evil"></iframe><svg><script>1</script></svg>';
    const { container } = render(<RichText html={html} />);
    expect(container.querySelector('b')?.textContent).toBe('water');
    expect(container.querySelector('em')?.textContent).toBe('wet');
    expect(container.querySelector('script, iframe, svg, style, [style], [onerror], [onclick]')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBeNull();
    expect(links[1]?.getAttribute('href')).toBe('https://example.com');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelector('img')?.getAttribute('src')).toBeNull();
    expect(container.textContent).toContain('kept text');
    expect((window as unknown as { bad?: number }).bad).toBeUndefined();
  });

  it('leaves plain text as it is, entities and all', () => {
    const { container } = render(<RichText html="5 &lt; 6 &amp; 7 > 3" />);
    expect(container.textContent).toBe('5 < 6 & 7 > 3');
  });

  it('gives one-line text for rows: markup removed, 160 characters and an ellipsis', () => {
    expect(plainText('<p>One</p><p>two <b>three</b></p><script>x</script>')).toBe('One two three');
    expect(rowText('a'.repeat(161))).toBe(`${'a'.repeat(160)}…`);
    expect(rowText('a'.repeat(160))).toBe('a'.repeat(160));
    expect(typeBadgeText('MCQ_SINGLE')).toBe('MCQ SINGLE');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainText, RichText } from './rich-text.tsx';

describe('question text HTML (one allow-list for takers and authors)', () => {
  it('keeps the allowed formatting and drops everything else, keeping the text', () => {
    const { container } = render(
      <RichText
        html={
          '<p>Is <strong>H<sub>2</sub>O</strong> <em>water</em>?</p><ul><li>yes</li></ul><div class="x" style="color:red">plain</div>'
        }
      />,
    );
    const root = container.firstChild as HTMLElement;
    expect(root.querySelector('strong sub')?.textContent).toBe('2');
    expect(root.querySelector('em')).toHaveTextContent('water');
    expect(root.querySelector('li')).toHaveTextContent('yes');
    expect(root.querySelector('div')).toBeNull();
    expect(root.querySelector('[style], [class="x"]')).toBeNull();
    expect(root).toHaveTextContent('Is H2O water?yesplain');
  });

  it('keeps tables, headings and images with their safe attributes only', () => {
    const { container } = render(
      <RichText
        html={
          '<h3 onclick="x()">Rates</h3><table><thead><tr><th colspan="2">Planet</th></tr></thead><tbody><tr><td rowspan="99999">Mars</td><td>red</td></tr></tbody></table>' +
          '<img src="/api/v1/media/assets/mars.png" alt="Mars" width="120" height="auto" title="t"><hr>'
        }
      />,
    );
    const root = container.firstChild as HTMLElement;
    expect(root.innerHTML).toBe(
      '<h3>Rates</h3><table><thead><tr><th colspan="2">Planet</th></tr></thead><tbody><tr><td>Mars</td><td>red</td></tr></tbody></table>' +
        '<img alt="Mars" width="120" src="/api/v1/media/assets/mars.png"><hr>',
    );
  });

  it('makes XSS payloads inert: no script, no handler, no unsafe link or image, nothing runs', () => {
    const payload = [
      '<img src=x onerror="window.__xss=1">',
      '<img src="javascript:window.__xss=7">',
      '<script>window.__xss=2</script>',
      '<a href="javascript:window.__xss=3">click</a>',
      '<a href="//evil.example/x">protocol-relative</a>',
      '<svg onload="window.__xss=4"><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<b onmouseover="window.__xss=5">bold</b>',
      '<a href="https://example.com/x" onclick="window.__xss=6" target="_self">safe link</a>',
      '<a href="/quizzes" title="Quizzes">relative link</a>',
      '<button>pressed</button><textarea>typed</textarea><style>b{}</style>',
    ].join(' ');
    const { container } = render(<RichText html={payload} />);
    expect(
      container.querySelector('img, script, svg, iframe, button, textarea, style, [onerror], [onclick], [onmouseover]'),
    ).toBeNull();
    const links = [...container.querySelectorAll('a')].map((link) => link.outerHTML);
    expect(links).toEqual([
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">safe link</a>',
      '<a href="/quizzes" title="Quizzes" target="_blank" rel="noopener noreferrer nofollow">relative link</a>',
    ]);
    expect(container).toHaveTextContent('click protocol-relative bold safe link relative link');
    expect(container).not.toHaveTextContent('__xss');
    expect(container).not.toHaveTextContent('pressed');
    expect(container).not.toHaveTextContent('typed');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('leaves text without markup as text, and decodes entities', () => {
    expect(render(<RichText html="2 < 3 and 5 > 4" />).container).toHaveTextContent('2 < 3 and 5 > 4');
    expect(render(<RichText html="5 &lt; 6 &amp; 7 > 3" />).container.textContent).toBe('5 < 6 & 7 > 3');
  });

  it('flattens HTML to one line of text for rows, tables and search', () => {
    expect(plainText('<p>Which <b>planet</b>\n is red?</p><script>x</script>')).toBe('Which planet is red?');
    expect(plainText('<p>One</p><p>two <b>three</b></p><div>four</div><div>five</div>')).toBe(
      'One two three four five',
    );
    expect(plainText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a b');
    expect(plainText('  spaced \n text ')).toBe('spaced text');
    expect(plainText('5 &lt; 6')).toBe('5 < 6');
  });
});

/** Tags after which a reader expects a new line. */
const BLOCK_TAGS = new Set(['br', 'p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The lower-cased name of a tag's inside ("/p class=x" gives "p"). */
function tagName(inside: string): string {
  let name = '';
  for (const char of inside.startsWith('/') ? inside.slice(1) : inside) {
    const lower = char.toLowerCase();
    if ((lower < 'a' || lower > 'z') && (lower < '0' || lower > '9')) {
      break;
    }
    name += lower;
  }
  return name;
}

function entity(name: string): string | null {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  if (name.startsWith('#')) {
    const code = Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? null;
}

/**
 * HTML as plain text, in one pass: tags dropped (block tags become line breaks), the common
 * entities decoded, spaces collapsed and blank lines removed. Our question texts are plain text.
 */
export function htmlToText(html: string): string {
  let text = '';
  let index = 0;
  while (index < html.length) {
    const char = html[index] ?? '';
    if (char === '<') {
      const end = html.indexOf('>', index + 1);
      if (end === -1) {
        text += html.slice(index);
        break;
      }
      text += BLOCK_TAGS.has(tagName(html.slice(index + 1, end))) ? '\n' : '';
      index = end + 1;
      continue;
    }
    if (char === '&') {
      // Entities are short: look no further than 10 characters, so a file of '&' stays linear.
      const length = html.slice(index + 1, index + 11).indexOf(';');
      const decoded = length > 0 ? entity(html.slice(index + 1, index + 1 + length)) : null;
      if (decoded !== null) {
        text += decoded;
        index += length + 2;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  return text
    .split('\n')
    .map((line) => line.split(' ').filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n');
}

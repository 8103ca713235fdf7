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

/** The value of attribute `name` in a tag's inside (`img src="a.png" alt=x`), entities decoded; null when absent. */
function attributeOf(inside: string, name: string): string | null {
  const lower = inside.toLowerCase();
  for (let at = lower.indexOf(name); at !== -1; at = lower.indexOf(name, at + name.length)) {
    const before = lower[at - 1] ?? '';
    let cursor = at + name.length;
    while (lower[cursor] === ' ') {
      cursor += 1;
    }
    if ((before !== ' ' && before !== '\n' && before !== '\t') || lower[cursor] !== '=') {
      continue;
    }
    cursor += 1;
    while (lower[cursor] === ' ') {
      cursor += 1;
    }
    const quote = inside[cursor] === '"' || inside[cursor] === "'" ? (inside[cursor] ?? '') : '';
    const start = cursor + quote.length;
    const end = quote ? inside.indexOf(quote, start) : inside.indexOf(' ', start);
    return decodeEntities(inside.slice(start, end === -1 ? inside.length : end));
  }
  return null;
}

/** Where an image stood in the text while it is read (a private-use character, removed from the input first). */
const IMAGE_MARK = '\uE000';

interface ReadHtml {
  /** The text with IMAGE_MARK where each kept image stands. */
  text: string;
  images: string[];
}

/** One pass over the HTML: tags dropped (block tags become line breaks, kept images marked), entities decoded. */
function readHtml(html: string, keepImage: ((inside: string) => string | null) | null): ReadHtml {
  let text = '';
  const images: string[] = [];
  let index = 0;
  while (index < html.length) {
    const char = html[index] ?? '';
    if (char === '<') {
      const end = html.indexOf('>', index + 1);
      if (end === -1) {
        text += html.slice(index);
        break;
      }
      const inside = html.slice(index + 1, end);
      const name = tagName(inside);
      const image = name === 'img' && keepImage ? keepImage(inside) : null;
      if (image !== null) {
        images.push(image);
        text += IMAGE_MARK;
      }
      text += BLOCK_TAGS.has(name) ? '\n' : '';
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
    text += char === IMAGE_MARK ? '' : char;
    index += 1;
  }
  return { text, images };
}

/** Lines with spaces collapsed, blank ones removed. */
function tidyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.split(' ').filter(Boolean).join(' '))
    .filter(Boolean);
}

function decodeEntities(text: string): string {
  return readHtml(text.split('<').join('&lt;'), null).text;
}

/**
 * HTML as plain text, in one pass: tags dropped (block tags become line breaks), the common
 * entities decoded, spaces collapsed and blank lines removed. Our question texts are plain text.
 */
export function htmlToText(html: string): string {
  return tidyLines(readHtml(html, null).text).join('\n');
}

const escapeHtml = (text: string) => text.split('&').join('&amp;').split('<').join('&lt;').split('>').join('&gt;');

/**
 * HTML as our text, keeping images: like htmlToText, but each <img> whose src `imageSource` maps
 * (to a URL; null drops the image) stays as <img src alt>. A text with images is rich text (our
 * question text may be HTML): its characters are escaped and its lines joined with <br>.
 */
export function htmlToTextWithImages(html: string, imageSource: (src: string) => string | null): string {
  const read = readHtml(html, (inside) => {
    const source = imageSource(attributeOf(inside, 'src') ?? '');
    if (source === null) {
      return null;
    }
    const alt = attributeOf(inside, 'alt') ?? '';
    return `<img src="${source.split('"').join('&quot;')}" alt="${escapeHtml(alt).split('"').join('&quot;')}">`;
  });
  const lines = tidyLines(read.text);
  if (read.images.length === 0) {
    return lines.join('\n');
  }
  let next = 0;
  return lines
    .map((line) =>
      escapeHtml(line)
        .split(IMAGE_MARK)
        .reduce((result, part) => `${result}${read.images[next++] ?? ''}${part}`),
    )
    .join('<br>');
}

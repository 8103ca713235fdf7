import mammoth from 'mammoth';
import { guardDocx } from './zip-guard.ts';
import { ExtractionError, type ExtractedDocument, type ExtractionLimits, type StyledBlock } from './types.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Reads mammoth's HTML back into blocks: each h1-h6, p and li is one block (headings keep their
 * level); inline markup is dropped. mammoth's output is flat and well-formed, so a tag scan is enough.
 */
export function htmlToBlocks(html: string): StyledBlock[] {
  const blocks: StyledBlock[] = [];
  const stack: Array<{ tag: string; text: string }> = [];
  // The name ends where a character that cannot be in it begins: each '<' is read once (mammoth escapes '<' in text and attributes).
  const tagPattern = /<(\/?)([a-z0-9]+)((?:[^a-z0-9<>][^<>]*)?)>|([^<]+)/gi;
  const flush = (entry: { tag: string; text: string }) => {
    const text = decodeEntities(entry.text).replace(/\s+/g, ' ').trim();
    if (!text) {
      return;
    }
    const heading = /^h([1-6])$/.exec(entry.tag);
    blocks.push({ text, headingLevel: heading ? Number(heading[1]) : null, listItem: entry.tag === 'li' });
  };
  for (const match of html.matchAll(tagPattern)) {
    const [, closing, rawTag, attributes, text] = match;
    const selfClosing = attributes?.endsWith('/');
    if (text !== undefined) {
      const top = stack[stack.length - 1];
      if (top) {
        top.text += text;
      }
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'br') {
      const top = stack[stack.length - 1];
      if (top) {
        top.text += ' ';
      }
      continue;
    }
    if (!/^(h[1-6]|p|li|td|th)$/.test(tag) || selfClosing) {
      continue;
    }
    if (closing) {
      const index = stack.map((entry) => entry.tag).lastIndexOf(tag);
      if (index >= 0) {
        const [entry] = stack.splice(index, 1);
        if (entry) {
          flush(entry);
        }
      }
    } else {
      // A block opening inside another (a list inside a list item) ends the outer block's text so far.
      const outer = stack[stack.length - 1];
      if (outer && outer.text.trim()) {
        flush({ ...outer });
        outer.text = '';
      }
      stack.push({ tag, text: '' });
    }
  }
  return blocks;
}

/** DOCX through mammoth, after the zip-bomb guard; Title and Heading N styles become heading levels. */
export async function extractDocx(path: string, limits: ExtractionLimits): Promise<ExtractedDocument> {
  await guardDocx(path, limits.zip);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { path },
      {
        styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"],
        // Images are never read (nor inflated): a quiz is built from the text.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      },
    );
    html = result.value;
  } catch {
    throw new ExtractionError('The DOCX file is damaged and could not be read');
  }
  const blocks = htmlToBlocks(html);
  const characters = blocks.reduce((sum, block) => sum + block.text.length, 0);
  if (characters > limits.maxTextCharacters) {
    throw new ExtractionError(`The document has more than ${limits.maxTextCharacters} characters of text`);
  }
  return { format: 'DOCX', blocks, title: null };
}

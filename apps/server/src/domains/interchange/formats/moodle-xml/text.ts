import { findGapMarkers } from '@quizmaker/question-types';
import { importedMediaRef, type ImportedMedia } from '../format.ts';
import { htmlToTextWithImages } from '../html-text.ts';
import { MOODLE_XML_NOTES } from './messages.ts';
import { attribute, childrenOf, ownText, type XmlElement } from './xml.ts';

/** Tags that keep their formatting meaning in text; dropping others loses formatting. */
const LAYOUT_ONLY_TAGS = new Set(['p', '/p', 'br', 'br/', 'div', '/div', 'span', '/span']);

/** Whether HTML holds markup beyond paragraphs and line breaks (then converting it loses something). */
function hasFormatting(html: string): boolean {
  // Each search starts after the last tag's end, so a text of many '<' stays linear.
  for (let at = html.indexOf('<'), end = 0; at !== -1; at = html.indexOf('<', end)) {
    end = html.indexOf('>', at);
    if (end === -1) {
      return false;
    }
    const inside = html
      .slice(at + 1, end)
      .trim()
      .toLowerCase();
    const name = inside.split(' ')[0] ?? '';
    if (name !== 'img' && !LAYOUT_ONLY_TAGS.has(name)) {
      return true;
    }
  }
  return false;
}

/** The embedded files of one question, by their name in the file, and the media list they join. */
export class MediaReader {
  readonly media: ImportedMedia[] = [];
  readonly #bytes = new Map<string, Uint8Array>();

  /** Adds the <file> elements under `element`; returns their refs by name. */
  read(element: XmlElement | undefined): Map<string, string> {
    const refs = new Map<string, string>();
    for (const file of element === undefined ? [] : childrenOf(element, 'file')) {
      const name = attribute(file, 'name') ?? '';
      const ref = importedMediaRef(this.media.length);
      const bytes = Buffer.from(ownText(file).trim(), 'base64');
      this.media.push({ ref, name, bytes });
      this.#bytes.set(ref, bytes);
      refs.set(name, ref);
    }
    return refs;
  }

  /** The bytes behind a ref (a background image's size). */
  bytesOf(ref: string): Uint8Array | undefined {
    return this.#bytes.get(ref);
  }
}

const PLUGINFILE = '@@PLUGINFILE@@/';

/** The ref of an @@PLUGINFILE@@ source among the question's files, or null (other sources are dropped). */
function sourceRef(refs: ReadonlyMap<string, string>, src: string): string | null {
  if (!src.startsWith(PLUGINFILE)) {
    return null;
  }
  const encoded = src.slice(PLUGINFILE.length);
  let name = encoded;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    // A name with a stray % is looked up as written.
  }
  return refs.get(name) ?? refs.get(encoded) ?? null;
}

/**
 * A Moodle text as ours: HTML converted, the question's embedded images kept by ref (others are
 * dropped, noted); other formats as written.
 */
export function readText(
  wrapped: { text: string; format: string },
  refs: ReadonlyMap<string, string>,
  notes: Set<string>,
): string {
  if (wrapped.format !== 'html') {
    return wrapped.text.trim();
  }
  if (hasFormatting(wrapped.text)) {
    notes.add(MOODLE_XML_NOTES.htmlToText);
  }
  let dropped = 0;
  const text = htmlToTextWithImages(wrapped.text, (src) => {
    const ref = sourceRef(refs, src);
    dropped += ref === null ? 1 : 0;
    return ref;
  });
  if (dropped > 0) {
    notes.add(MOODLE_XML_NOTES.imagesDropped(dropped));
  }
  return text;
}

/** The gap text with each ___N___ marker shown as a blank (Moodle's, GIFT's and our question text's). */
export function withBlanks(text: string): string {
  let result = '';
  let cursor = 0;
  for (const marker of findGapMarkers(text)) {
    result += `${text.slice(cursor, marker.start)}_____`;
    cursor = marker.end;
  }
  return result + text.slice(cursor);
}

import { escapeXml, isElement, type XmlElement, type XmlNode } from './xml.ts';

/**
 * Text of QTI content (item bodies, choices, feedback) as our plain question texts hold it. Names
 * are QTI 2.1's (QTI 3.0 files are renamed first, see qti3-names.ts).
 */

/** Interactions a question here can be read from; any other element named *Interaction is one we cannot. */
export const BLOCK_INTERACTIONS = new Set([
  'choiceInteraction',
  'orderInteraction',
  'matchInteraction',
  'associateInteraction',
  'hotspotInteraction',
  'extendedTextInteraction',
]);
export const INLINE_INTERACTIONS = new Set(['textEntryInteraction', 'inlineChoiceInteraction']);

export const isInteraction = (element: XmlElement) => element.name.endsWith('Interaction');

/** Content shown only on conditions, or to scorers: not part of the question's text. */
const NOT_TEXT = new Set(['feedbackBlock', 'feedbackInline', 'rubricBlock', 'templateBlock', 'templateInline']);

/** Elements after which a reader expects a new line. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'tr',
  'table',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'prompt',
  'contentBody',
]);

export interface TextReading {
  /** What an inline interaction reads as (a gap marker, or nothing). */
  readonly inline: (interaction: XmlElement) => string;
  /** Sources of images met in the text and not kept (the caller notes them). */
  readonly images: string[];
  /** The URL an image is kept under in rich text (a media ref), or null to drop it; absent: images are dropped. */
  readonly keepImage?: (source: string) => string | null;
}

/** Where a kept image stands in the text until richText() writes its <img> (no XML text holds U+0001). */
const IMAGE_MARK = '\u0001';

function imageSource(element: XmlElement): string | null {
  if (element.name === 'img') {
    return element.attributes['src'] ?? '';
  }
  if (element.name === 'object' && (element.attributes['type'] ?? '').startsWith('image/')) {
    return element.attributes['data'] ?? '';
  }
  return null;
}

function flow(node: XmlNode, reading: TextReading, kept: Array<{ url: string; alt: string }>): string {
  if (!isElement(node)) {
    return node.text.replace(/[ \t\r\n]+/g, ' ');
  }
  if (NOT_TEXT.has(node.name)) {
    return '';
  }
  const image = imageSource(node);
  if (image !== null) {
    const url = reading.keepImage?.(image) ?? null;
    if (url === null) {
      reading.images.push(image);
      return '';
    }
    kept.push({ url, alt: node.attributes['alt'] ?? '' });
    return `${IMAGE_MARK}${kept.length - 1}${IMAGE_MARK}`;
  }
  if (INLINE_INTERACTIONS.has(node.name)) {
    return reading.inline(node);
  }
  if (isInteraction(node)) {
    // A block interaction's prompt is part of the question; its choices are read by the interaction.
    const prompt = node.children.find((child) => isElement(child) && child.name === 'prompt');
    return prompt ? `\n${flow(prompt, reading, kept)}\n` : '\n';
  }
  if (node.name === 'br') {
    return '\n';
  }
  const inner = node.children.map((child) => flow(child, reading, kept)).join('');
  return BLOCKS.has(node.name) ? `\n${inner}\n` : inner;
}

/** Lines trimmed, blank ones dropped. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The text of the nodes: block elements and <br> make lines, spaces collapse. Plain text unless an
 * image is kept (reading.keepImage): then our rich text, the lines escaped and joined by <br>, each
 * kept image an <img> where it stood (as the Moodle XML import writes it).
 */
export function plainText(nodes: readonly XmlNode[], reading: TextReading): string {
  const kept: Array<{ url: string; alt: string }> = [];
  const text = tidy(nodes.map((node) => flow(node, reading, kept)).join(''));
  if (kept.length === 0) {
    return text;
  }
  return text
    .split('\n')
    .map((line) =>
      line
        .split(IMAGE_MARK)
        .map((part, position) => {
          const image = position % 2 === 1 ? kept[Number(part)] : undefined;
          return image ? `<img src="${escapeXml(image.url)}" alt="${escapeXml(image.alt)}">` : escapeXml(part);
        })
        .join(''),
    )
    .join('<br>');
}

/** Whether the node holds an element of the set (itself included). */
export function holds(node: XmlNode, names: ReadonlySet<string>): boolean {
  return isElement(node) && (names.has(node.name) || node.children.some((child) => holds(child, names)));
}

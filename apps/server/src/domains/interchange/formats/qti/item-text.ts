import { isElement, type XmlElement, type XmlNode } from './xml.ts';

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
  /** Sources of images met in the text (question texts hold none; the caller notes them). */
  readonly images: string[];
}

function imageSource(element: XmlElement): string | null {
  if (element.name === 'img') {
    return element.attributes['src'] ?? '';
  }
  if (element.name === 'object' && (element.attributes['type'] ?? '').startsWith('image/')) {
    return element.attributes['data'] ?? '';
  }
  return null;
}

function flow(node: XmlNode, reading: TextReading): string {
  if (!isElement(node)) {
    return node.text.replace(/[ \t\r\n]+/g, ' ');
  }
  if (NOT_TEXT.has(node.name)) {
    return '';
  }
  const image = imageSource(node);
  if (image !== null) {
    reading.images.push(image);
    return '';
  }
  if (INLINE_INTERACTIONS.has(node.name)) {
    return reading.inline(node);
  }
  if (isInteraction(node)) {
    // A block interaction's prompt is part of the question; its choices are read by the interaction.
    const prompt = node.children.find((child) => isElement(child) && child.name === 'prompt');
    return prompt ? `\n${flow(prompt, reading)}\n` : '\n';
  }
  if (node.name === 'br') {
    return '\n';
  }
  const inner = node.children.map((child) => flow(child, reading)).join('');
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

/** The plain text of the nodes: block elements and <br> make lines, spaces collapse, images are listed. */
export function plainText(nodes: readonly XmlNode[], reading: TextReading): string {
  return tidy(nodes.map((node) => flow(node, reading)).join(''));
}

/** Whether the node holds an element of the set (itself included). */
export function holds(node: XmlNode, names: ReadonlySet<string>): boolean {
  return isElement(node) && (names.has(node.name) || node.children.some((child) => holds(child, names)));
}

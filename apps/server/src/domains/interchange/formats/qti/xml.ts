import { XMLParser } from 'fast-xml-parser';
import { MalformedFileError } from '../format.ts';

/** An XML element as the QTI reader walks it: namespace prefixes dropped, attributes as strings, children in order. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
}
export type XmlNode = XmlElement | { readonly text: string };

/** Deeper than any QTI item needs; the parser refuses more, so nesting cannot exhaust the stack. */
const MAX_DEPTH = 100;

/** Messages of package files that are not XML we read (exact texts). */
export const XML_MESSAGES = {
  doctypeRefused: (file: string) =>
    `${file}: a DOCTYPE or ENTITY declaration was refused (entity expansion and external entities are not read)`,
  noElement: (file: string) => `${file}: no XML element could be read`,
  unreadable: (file: string) =>
    `${file}: the XML cannot be read (tags nested over ${MAX_DEPTH} deep, or broken markup)`,
} as const;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Entities are decoded by decodeEntities: the predefined five and character references only.
  processEntities: false,
  maxNestedTags: MAX_DEPTH,
});

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeReference(name: string): string | null {
  const hex = name.startsWith('#x') || name.startsWith('#X');
  if (name.startsWith('#')) {
    const digits = name.slice(hex ? 2 : 1);
    const code = hex ? Number.parseInt(digits, 16) : Number(digits);
    return digits !== '' && Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return PREDEFINED[name] ?? null;
}

/** XML's predefined entities and character references decoded in one pass (an unknown one stays as written). */
function decodeEntities(text: string): string {
  let decoded = '';
  let at = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', at)) {
    // References are short: look no further than 10 characters, so a run of '&' stays linear.
    const length = text.slice(amp + 1, amp + 11).indexOf(';');
    const value = length > 0 ? decodeReference(text.slice(amp + 1, amp + 1 + length)) : null;
    decoded += text.slice(at, amp) + (value ?? '&');
    at = value === null ? amp + 1 : amp + length + 2;
  }
  return decoded + text.slice(at);
}

/** What fast-xml-parser's ordered output holds: `{ name: [children], ':@': attributes }` or `{ '#text': text }`. */
type OrderedNode = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNodes(ordered: unknown): XmlNode[] {
  if (!Array.isArray(ordered)) {
    return [];
  }
  const nodes: XmlNode[] = [];
  for (const item of ordered as unknown[]) {
    if (!isRecord(item)) {
      continue;
    }
    nodes.push(...toNode(item));
  }
  return nodes;
}

function toNode(item: OrderedNode): XmlNode[] {
  const text = item['#text'];
  if (text !== undefined) {
    return [{ text: typeof text === 'string' ? decodeEntities(text) : '' }];
  }
  const name = Object.keys(item).find((key) => key !== ':@');
  if (name === undefined || name.startsWith('?') || name.startsWith('#')) {
    return [];
  }
  const rawAttributes = item[':@'];
  const attributes: Record<string, string> = {};
  if (isRecord(rawAttributes)) {
    for (const [key, value] of Object.entries(rawAttributes)) {
      attributes[key] = typeof value === 'string' ? decodeEntities(value) : '';
    }
  }
  return [{ name, attributes, children: toNodes(item[name]) }];
}

/**
 * The file's root element. DOCTYPE and ENTITY declarations are refused before parsing (no entity
 * expansion, no external entities). fast-xml-parser reads mis-nested tags leniently (its validator
 * is deprecated); nesting deeper than MAX_DEPTH is refused.
 */
export function parseXml(text: string, file: string): XmlElement {
  const upper = text.toUpperCase();
  if (upper.includes('<!DOCTYPE') || upper.includes('<!ENTITY')) {
    throw new MalformedFileError(XML_MESSAGES.doctypeRefused(file));
  }
  let ordered: unknown;
  try {
    ordered = parser.parse(text);
  } catch {
    throw new MalformedFileError(XML_MESSAGES.unreadable(file));
  }
  const root = toNodes(ordered).find((node): node is XmlElement => 'name' in node);
  if (root === undefined) {
    throw new MalformedFileError(XML_MESSAGES.noElement(file));
  }
  return root;
}

export const isElement = (node: XmlNode): node is XmlElement => 'name' in node;

/** The element's child elements, by name when given. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (node): node is XmlElement => isElement(node) && (name === undefined || node.name === name),
  );
}

/** Every descendant element (depth first, document order) whose name is one of `names`. */
export function descendants(element: XmlElement, names: ReadonlySet<string>): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of childElements(node)) {
      if (names.has(child.name)) {
        found.push(child);
      }
      visit(child);
    }
  };
  visit(element);
  return found;
}

/** All text inside the element, as written. */
export function textContent(node: XmlNode): string {
  return isElement(node) ? node.children.map(textContent).join('') : node.text;
}

/** Characters XML text and attribute values must escape. */
export function escapeXml(text: string): string {
  let escaped = '';
  for (const char of text) {
    switch (char) {
      case '&':
        escaped += '&amp;';
        break;
      case '<':
        escaped += '&lt;';
        break;
      case '>':
        escaped += '&gt;';
        break;
      case '"':
        escaped += '&quot;';
        break;
      case "'":
        escaped += '&apos;';
        break;
      default:
        escaped += char;
    }
  }
  return escaped;
}

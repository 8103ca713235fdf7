import { isElement, type XmlElement, type XmlNode } from './xml.ts';

const QTI3_PREFIX = 'qti-';

/** "choice-interaction" as "choiceInteraction". */
function camelCase(name: string): string {
  const [first = '', ...rest] = name.split('-');
  return first + rest.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

function renamed(node: XmlNode): XmlNode {
  if (!isElement(node)) {
    return node;
  }
  return {
    name: node.name.startsWith(QTI3_PREFIX) ? camelCase(node.name.slice(QTI3_PREFIX.length)) : node.name,
    attributes: Object.fromEntries(Object.entries(node.attributes).map(([key, value]) => [camelCase(key), value])),
    children: node.children.map(renamed),
  };
}

/**
 * A QTI 3.0 tree with QTI 2.1's names: `qti-choice-interaction` is `choiceInteraction`,
 * `response-identifier` is `responseIdentifier`. The two versions differ little else in what we
 * read, so one reader reads both.
 */
export function withQti21Names(element: XmlElement): XmlElement {
  return renamed(element) as XmlElement;
}

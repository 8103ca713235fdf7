import { createElement, Fragment, type ReactNode } from 'react';

/** Elements question text may use; anything else is dropped and only its text kept. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'span',
  'small',
  'mark',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
]);
/** Elements whose content is dropped too (never rendered as text). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const VOID_TAGS = new Set(['br', 'img', 'hr']);
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https?:|\/(?!\/))/i;

const ATTRIBUTE_PROPS: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function safeAttributes(tag: string, element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name)?.trim();
    if (value === undefined || value === '') {
      continue;
    }
    if (name === 'href' && !SAFE_LINK.test(value)) {
      continue;
    }
    if (name === 'src' && !SAFE_IMAGE.test(value)) {
      continue;
    }
    if (
      (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') &&
      !/^\d{1,4}$/.test(value)
    ) {
      continue;
    }
    props[ATTRIBUTE_PROPS[name] ?? name] = value;
  }
  if (tag === 'a') {
    props.rel = 'noopener noreferrer nofollow';
    props.target = '_blank';
  }
  return props;
}

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    return node.textContent;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) {
    return null;
  }
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) {
    return null;
  }
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  if (!ALLOWED_TAGS.has(tag)) {
    return createElement(Fragment, { key }, ...children);
  }
  if (tag === 'img' && !element.getAttribute('alt')) {
    // An image without a text alternative gets an empty one (decorative) rather than none.
    return createElement('img', { key, ...safeAttributes(tag, element), alt: '' });
  }
  return VOID_TAGS.has(tag)
    ? createElement(tag, { key, ...safeAttributes(tag, element) })
    : createElement(tag, { key, ...safeAttributes(tag, element) }, ...children);
}

/**
 * Question text as React elements, built from an allow-list: the text is parsed with DOMParser
 * (which runs nothing), then only allowed elements and attributes are re-created by React. Scripts,
 * event handlers, styles and javascript: URLs never reach the page; no HTML string is injected.
 */
export function sanitisedNodes(html: string): ReactNode {
  if (!/[<&]/.test(html)) {
    return html;
  }
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return Array.from(parsed.body.childNodes, (child, index) => toReact(child, String(index)));
}

/** The text of question HTML without any markup, for one-line lists. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) {
    return html;
  }
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const element of Array.from(parsed.body.querySelectorAll([...DROPPED_WITH_CONTENT].join(',')))) {
    element.remove();
  }
  for (const element of Array.from(parsed.body.querySelectorAll('br,p,li,div,tr,h3,h4,h5,h6'))) {
    element.append(' ');
  }
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Question text that may contain HTML, shown through the allow-list (see sanitisedNodes). */
export function RichText({
  html,
  className,
  as = 'div',
  id,
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'p';
  id?: string;
}) {
  return createElement(
    as,
    { className: className ? `qm-rich-text ${className}` : 'qm-rich-text', id },
    sanitisedNodes(html),
  );
}

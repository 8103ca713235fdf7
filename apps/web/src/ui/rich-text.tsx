import DOMPurify from 'dompurify';
import { createElement, useMemo, type ReactNode } from 'react';

// Imported by path, not through ui/index.ts: the shell imports that barrel eagerly, and DOMPurify
// belongs only in the lazy chunks of the screens that show question text.

/**
 * The one allow-list for question text, wherever it shows: the taker's screens, results and the
 * author's preview see the same elements. Anything else is dropped, keeping its text.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
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
];
/** The attributes each element may keep; every other attribute goes. */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const ALLOWED_ATTR = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];
/** Elements whose content is not text for a reader (and may be code or a form control): dropped whole. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
  'textarea',
  'select',
  'button',
];
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https?:|\/(?!\/))/i;
const SMALL_NUMBER = /^\d{1,4}$/;
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const REACT_PROP: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

/** Which values each allowed attribute may have (DOMPurify already refused javascript: and data: URLs). */
const ATTRIBUTE_RULES: Record<string, RegExp> = {
  href: SAFE_LINK,
  src: SAFE_IMAGE,
  width: SMALL_NUMBER,
  height: SMALL_NUMBER,
  colspan: SMALL_NUMBER,
  rowspan: SMALL_NUMBER,
};

const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (element, attribute) => {
  const allowedHere = ALLOWED_ATTRIBUTES[element.tagName.toLowerCase()]?.includes(attribute.attrName) ?? false;
  const rule = ATTRIBUTE_RULES[attribute.attrName];
  if (!allowedHere || (rule && !rule.test(attribute.attrValue.trim()))) {
    attribute.keepAttr = false;
  }
});

/**
 * Untrusted HTML through DOMPurify with the allow-list above. The result is a detached fragment that
 * is only read (never inserted): scripts, handlers, styles and unsafe URLs are gone from it.
 */
function sanitise(html: string, extraTags: string[] = []): DocumentFragment {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS, ...extraTags],
    ALLOWED_ATTR,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}

/** Text without markup or entities needs no parsing. */
const isPlain = (html: string) => !/[<&]/.test(html);

function attributesOf(element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    props[REACT_PROP[name] ?? name] = value;
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
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  if (tag === 'a' && !element.hasAttribute('href')) {
    // A link whose target was unsafe is only its text.
    return createElement('span', { key }, ...children);
  }
  if (tag === 'img') {
    // An image whose source was unsafe shows nothing; one without a text alternative is decorative.
    return element.hasAttribute('src') ? createElement('img', { key, alt: '', ...attributesOf(element) }) : null;
  }
  const props: Record<string, string> = { key, ...attributesOf(element) };
  if (tag === 'a') {
    props.target = '_blank';
    props.rel = 'noopener noreferrer nofollow';
  }
  return VOID_TAGS.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/**
 * Question text as React elements: sanitised by DOMPurify, then re-created by React from the
 * fragment, so no HTML string is ever injected into the page.
 */
export function sanitisedNodes(html: string): ReactNode {
  if (isPlain(html)) {
    return html;
  }
  return Array.from(sanitise(html).childNodes, (child, index) => toReact(child, String(index)));
}

const LINE_BREAKING = 'br,p,li,div,tr,td,th,h3,h4,h5,h6,blockquote,pre';

/** The text of question HTML without any markup, on one line: for rows, tables and search. */
export function plainText(html: string): string {
  if (isPlain(html)) {
    return html.replace(/\s+/g, ' ').trim();
  }
  // Divisions are kept in this pass only, so that their lines stay apart in the text.
  const fragment = sanitise(html, ['div']);
  for (const element of Array.from(fragment.querySelectorAll(LINE_BREAKING))) {
    element.append(' ');
  }
  return fragment.textContent.replace(/\s+/g, ' ').trim();
}

/** Question text that may hold HTML, shown through the one allow-list (see sanitisedNodes). */
export function RichText({ html, id, className }: { html: string; id?: string; className?: string }) {
  const nodes = useMemo(() => sanitisedNodes(html), [html]);
  return (
    <div
      id={id}
      className={[
        '[&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_pre]:overflow-x-auto [&_table]:my-2',
        '[&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2',
        '[&_ul]:list-disc [&_ul]:pl-6',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {nodes}
    </div>
  );
}

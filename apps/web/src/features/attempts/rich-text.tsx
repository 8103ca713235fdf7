import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** Tags question text may use; anything else is dropped, keeping its text (or dropped whole, see DROP_WITH_CONTENT). */
const ALLOWED = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'br',
  'p',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'span',
  'blockquote',
  'mark',
  'small',
  'a',
]);
/** Elements whose content is not text for a reader (and may be code): dropped with everything inside. */
const DROP_WITH_CONTENT = new Set([
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
]);
const SAFE_LINK = /^(https?:|mailto:)/i;
const BLOCK = new Set(['p', 'ul', 'ol', 'li', 'pre', 'blockquote']);

/** A sanitised tree: only allowed elements, only safe link targets, no attributes otherwise. */
export type SafeNode = string | { tag: string; href?: string; children: SafeNode[] };

function walk(node: Node): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    return node.textContent ? [node.textContent] : [];
  }
  if (node.nodeType !== Node.ELEMENT_NODE) {
    return [];
  }
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) {
    return [];
  }
  const children = [...element.childNodes].flatMap(walk);
  if (!ALLOWED.has(tag)) {
    return children;
  }
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    return [SAFE_LINK.test(href) ? { tag, href, children } : { tag: 'span', children }];
  }
  return [{ tag, children }];
}

/**
 * Parses untrusted HTML into an allow-listed tree. DOMParser builds an inert document (no script
 * runs, nothing loads); the tree keeps no attributes but a safe link's href, so no handler or style
 * survives. Text without '<' is returned as it is.
 */
export function sanitizeHtml(html: string): SafeNode[] {
  if (!html.includes('<')) {
    return html ? [html] : [];
  }
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.body.childNodes].flatMap(walk);
}

/** Whether the sanitised text has block elements (so it is not put inside a <p>). */
export const hasBlocks = (nodes: SafeNode[]): boolean =>
  nodes.some((node) => typeof node !== 'string' && (BLOCK.has(node.tag) || hasBlocks(node.children)));

function toReact(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') {
      return <Fragment key={index}>{node}</Fragment>;
    }
    if (node.tag === 'a') {
      return (
        <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {toReact(node.children)}
        </a>
      );
    }
    if (node.tag === 'br') {
      return <br key={index} />;
    }
    return createElement(node.tag, { key: index }, ...toReact(node.children));
  });
}

/** Question text that may hold HTML, rendered through the allow-list (never as raw HTML). */
export function RichText({
  html,
  id,
  className,
  as = 'div',
}: {
  html: string;
  id?: string;
  className?: string;
  as?: 'div' | 'h2' | 'h3' | 'p';
}) {
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = as !== 'div' && hasBlocks(nodes) ? 'div' : as;
  return (
    <Tag
      id={id}
      className={[
        '[&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {toReact(nodes)}
    </Tag>
  );
}

/** The text of (possibly HTML) question text, for tables and other one-line places. */
export function plainText(html: string): string {
  const flatten = (nodes: SafeNode[]): string =>
    nodes.map((node) => (typeof node === 'string' ? node : flatten(node.children))).join('');
  return flatten(sanitizeHtml(html)).replace(/\s+/g, ' ').trim();
}

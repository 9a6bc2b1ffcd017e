/**
 * An agreement's HTML as React elements, to show inside a dialog: its `<main>` (or body), with
 * only the elements and attributes a document of text needs. Nothing of it runs: the HTML is
 * parsed inert, scripts, styles, frames and forms are dropped, unknown elements keep only their
 * text, and a link keeps only an http(s) or same-site address. Its first `<h1>` becomes the
 * dialog's title (an `<h2>`), so each heading below it moves one level down.
 */
import { Fragment, createElement, type ReactNode } from 'react';

export interface AgreementContent {
  /** The text of the document's first `<h1>`; undefined without one. */
  title?: string;
  body: ReactNode;
}

/** Elements kept as they are (headings are moved one level down). */
const KEPT = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'small',
  'abbr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'section',
  'article',
]);
/** Elements whose own text between children is layout only (a table's rows, a list's items). */
const STRUCTURAL = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tr']);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'noscript',
  'link',
  'meta',
  'head',
  'svg',
  'math',
  'img',
  'video',
  'audio',
]);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' || url.protocol === 'tel:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toNodes(nodes: NodeListOf<ChildNode> | ChildNode[], skip: Node | null): ReactNode[] {
  const out: ReactNode[] = [];
  Array.from(nodes).forEach((node, index) => {
    if (node === skip) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const inStructure = STRUCTURAL.has(node.parentElement?.tagName.toLowerCase() ?? '');
      if (!(inStructure && !node.textContent?.trim())) out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const children = toNodes(element.childNodes, skip);
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      out.push(createElement(`h${Math.min(6, Number(heading[1]) + 1)}`, { key: index }, ...children));
    } else if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      const away = href !== undefined && new URL(href).origin !== window.location.origin;
      out.push(
        href
          ? createElement('a', { key: index, href, ...(away ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, ...children)
          : createElement(Fragment, { key: index }, ...children),
      );
    } else if (KEPT.has(tag)) {
      const span = tag === 'td' || tag === 'th' ? { colSpan: Number(element.getAttribute('colspan')) || undefined } : {};
      out.push(createElement(tag, { key: index, ...span }, ...(tag === 'br' ? [] : children)));
    } else {
      out.push(createElement(Fragment, { key: index }, ...children));
    }
  });
  return out;
}

export function agreementContent(html: string): AgreementContent {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const root = parsed.querySelector('main') ?? parsed.body;
  const h1 = root.querySelector('h1');
  const title = h1?.textContent?.trim() || undefined;
  return { title, body: toNodes(root.childNodes, h1) };
}

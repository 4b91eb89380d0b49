import { createElement, type ReactNode } from 'react';

import { sitePath } from '../pagebuilder/sitePath';

/** A node of the server-sanitized content tree (schema `Wysiwyg.childNodes`). */
export type RichTextNode =
  | { type: 'text'; value: string }
  | {
      type: 'element' | 'pagebuilder';
      tagName: string;
      attributes?: Record<string, string>;
      childNodes?: RichTextNode[];
    }
  | { type: 'data'; dataId: string };

/** Tags rendered as themselves; anything else renders its children only. */
const plainTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'small',
]);
/** Attributes kept per tag (the server already dropped unsafe ones; this keeps the markup plain). */
const keptAttributes: Record<string, string[]> = { a: ['href', 'title'] };

function renderNodes(
  nodes: readonly RichTextNode[] | undefined,
  keyPrefix: string,
  sitePrefix: string,
): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.type === 'text') return node.value;
    if (node.type === 'data') return null;
    const children = renderNodes(node.childNodes, key, sitePrefix);
    const tag = node.tagName.toLowerCase();
    if (!plainTags.has(tag)) return <span key={key}>{children}</span>;
    const props: Record<string, string> = { key };
    for (const name of keptAttributes[tag] ?? []) {
      const value = node.attributes?.[name];
      if (value !== undefined) props[name] = name === 'href' ? sitePath(value, sitePrefix) : value;
    }
    return tag === 'br' ? createElement(tag, props) : createElement(tag, props, ...children);
  });
}

/**
 * Renders a CMS node tree's plain text and elements (blocks such as the footer's). The content was parsed
 * and sanitized on the server; this never renders raw HTML. Page Builder content types (rows, sliders,
 * widgets) come with the content screens. Internal links are written once for both sites: they get the
 * site's prefix here (`sitePrefix` '/en': `/new-arrivals` → `/en/new-arrivals`).
 */
export function RichText({ nodes, sitePrefix = '' }: { nodes: unknown; sitePrefix?: string }) {
  return <>{renderNodes(Array.isArray(nodes) ? (nodes as RichTextNode[]) : [], 'n', sitePrefix)}</>;
}

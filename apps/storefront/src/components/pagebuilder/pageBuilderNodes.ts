/**
 * Reading and walking the sanitized content tree the API returns (its types are the contract's:
 * `@truffe/graphql/wysiwyg`); the client only ever renders these nodes, never markup.
 */
import {
  type ContentNode,
  pageBuilderContentTypes,
  type PageBuilderContentType,
} from '@truffe/graphql/wysiwyg';

export type {
  ContentNode,
  DataNode,
  ElementNode,
  PageBuilderContentType,
  PageBuilderNode,
  TextNode,
} from '@truffe/graphql/wysiwyg';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: unknown): Record<string, string> => {
  const result: Record<string, string> = {};
  if (!isRecord(value)) return result;
  for (const [name, item] of Object.entries(value))
    if (typeof item === 'string') result[name] = item;
  return result;
};

/** Maximum depth read from a tree: deeper nodes are dropped (the server caps it too). */
const maxDepth = 64;

/**
 * Reads an untrusted JSON tree into typed nodes: anything that is not one of the four node kinds (or a
 * Page Builder node of an unknown content type) is dropped, so the renderer only sees what it knows.
 */
export function readContentNodes(value: unknown, depth = 0): ContentNode[] {
  if (!Array.isArray(value) || depth > maxDepth) return [];
  const nodes: ContentNode[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    if (item.type === 'text' && typeof item.value === 'string') {
      nodes.push({ type: 'text', value: item.value });
    } else if (item.type === 'data' && typeof item.dataId === 'string') {
      nodes.push({ type: 'data', dataId: item.dataId });
    } else if (item.type === 'element' && typeof item.tagName === 'string') {
      nodes.push({
        type: 'element',
        tagName: item.tagName.toLowerCase(),
        attributes: stringRecord(item.attributes),
        childNodes: readContentNodes(item.childNodes, depth + 1),
      });
    } else if (
      item.type === 'pagebuilder' &&
      typeof item.tagName === 'string' &&
      (pageBuilderContentTypes as readonly unknown[]).includes(item.contentType)
    ) {
      nodes.push({
        type: 'pagebuilder',
        contentType: item.contentType as PageBuilderContentType,
        appearance: typeof item.appearance === 'string' ? item.appearance : null,
        tagName: item.tagName.toLowerCase(),
        attributes: stringRecord(item.attributes),
        props: isRecord(item.props) ? item.props : {},
        childNodes: readContentNodes(item.childNodes, depth + 1),
      });
    }
  }
  return nodes;
}

/** The plain text of nodes (alt texts, slide titles). */
export function textOf(nodes: readonly ContentNode[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.value : node.type === 'data' ? '' : textOf(node.childNodes),
    )
    .join('');
}

/** The first descendant (depth first) that matches. */
export function findNode(
  nodes: readonly ContentNode[],
  predicate: (node: ContentNode) => boolean,
): ContentNode | undefined {
  for (const node of nodes) {
    if (predicate(node)) return node;
    if (node.type === 'element' || node.type === 'pagebuilder') {
      const found = findNode(node.childNodes, predicate);
      if (found) return found;
    }
  }
  return undefined;
}

/** Class names of an element node. */
export function classesOf(node: ContentNode): string[] {
  return node.type === 'element' || node.type === 'pagebuilder'
    ? (node.attributes.class ?? '').split(/\s+/).filter(Boolean)
    : [];
}

export const stringProp = (props: Record<string, unknown>, name: string): string | null =>
  typeof props[name] === 'string' && props[name] !== '' ? (props[name] as string) : null;

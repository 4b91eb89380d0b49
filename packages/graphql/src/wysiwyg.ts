/**
 * The sanitized rich-text tree of the contract (schema `Wysiwyg.childNodes`, a JSON scalar; spec §3
 * "Rich text"). The store produces it from CMS HTML on the server; the storefront only ever renders these
 * nodes, never markup. One definition for both sides, so producer and renderer cannot drift apart.
 */
export const pageBuilderContentTypes = [
  'default',
  'button-item',
  'heading',
  'image',
  'slider',
  'slide',
  'row',
  'map',
] as const;
export type PageBuilderContentType = (typeof pageBuilderContentTypes)[number];

export interface TextNode {
  type: 'text';
  value: string;
}

export interface ElementNode {
  type: 'element';
  tagName: string;
  attributes: Record<string, string>;
  childNodes: ContentNode[];
}

export interface PageBuilderNode {
  type: 'pagebuilder';
  contentType: PageBuilderContentType;
  appearance: string | null;
  tagName: string;
  attributes: Record<string, string>;
  props: Record<string, unknown>;
  childNodes: ContentNode[];
}

/** A widget placeholder, resolved by GraphQL (`Wysiwyg.data`) by its `dataId`. */
export interface DataNode {
  type: 'data';
  dataId: string;
}

export type ContentNode = TextNode | ElementNode | PageBuilderNode | DataNode;

/** HTML elements that may appear as `element` nodes; the store drops or unwraps every other tag. */
export const allowedElementTags = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'select',
  'option',
  'label',
  'button',
  'code',
  'pre',
  'address',
] as const;

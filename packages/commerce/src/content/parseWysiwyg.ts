/**
 * CMS HTML (Magento Page Builder markup) -> a sanitized node tree (spec §3 "Rich text"). The client renders
 * nodes, never HTML: only whitelisted tags and attributes survive, URLs must use a safe scheme, scripts,
 * styles, frames, forms and event handlers are dropped with their content, and widgets become data nodes
 * resolved by GraphQL (ARCHITECTURE.md, "Security posture").
 */
import { createHash } from 'node:crypto';

import {
  allowedElementTags,
  type ContentNode,
  pageBuilderContentTypes,
  type PageBuilderContentType,
} from '@truffe/graphql/wysiwyg';
import type { SiteLocale } from '@truffe/graphql/locales';
import { ElementType, parseDocument } from 'htmlparser2';

import { typeset } from '../i18n/typography';

/** A node of the sanitized tree (the contract's type, shared with the renderer). */
export type WysiwygNode = ContentNode;

export type WidgetData =
  | { dataId: string; type: 'product-grid'; skus: string[]; categoryIds: number[]; count: number }
  | { dataId: string; type: 'invalid' };

export interface ParsedWysiwyg {
  childNodes: WysiwygNode[];
  widgets: WidgetData[];
}

/** Tags kept as they are (with whitelisted attributes): the contract's element whitelist. */
const allowedTags: ReadonlySet<string> = new Set(allowedElementTags);

/** Tags dropped together with everything inside them. Any other unknown tag is unwrapped (children kept). */
const droppedTags = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'input',
  'form',
  'title',
  'head',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
  'param',
  'dialog',
  'isindex',
  'keygen',
  'marquee',
  'frame',
  'layer',
  'ilayer',
  'bgsound',
  'image',
]);

const globalAttributes = new Set(['class', 'id', 'title', 'hidden', 'lang', 'dir']);
const tagAttributes: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  select: new Set(['name']),
  option: new Set(['value', 'selected']),
  label: new Set(['for']),
  ol: new Set(['start']),
  button: new Set(['type']),
};

const maxDepth = 48;

/** Magento directives inside attribute values: `{{media url=...}}` and `{{store url=...}}`. */
function resolveDirectives(value: string): string | null {
  const replaced = value.replace(
    /\{\{\s*(media|store)\s+(?:url|direct_url)\s*=\s*["']?([^"'}\s]*)["']?\s*\}\}/gi,
    (_match, kind: string, path: string) =>
      kind.toLowerCase() === 'media'
        ? `/media/${path.replace(/^\/+/, '')}`
        : `/${path.replace(/^\/+/, '')}`,
  );
  return replaced.includes('{{') ? null : replaced;
}

/** Characters a browser skips when it reads a URL's scheme: C0/C1 controls, spaces, invisible formatting. */
function isIgnorable(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0xfeff
  );
}

/** A URL that is safe to put in `href`/`src`: relative, http(s), mailto or tel; null otherwise. */
export function safeUrl(raw: string): string | null {
  const resolved = resolveDirectives(raw);
  if (resolved === null) return null;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const value = [...resolved].filter((char) => !isIgnorable(char.codePointAt(0) ?? 0)).join('');
  if (value === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme)
    return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase())
      ? resolved.trim()
      : null;
  // No scheme: a path, a query or a fragment. A colon before the first '/', '?' or '#' would be read as a scheme.
  if (/^[^/?#]*:/.test(value)) return null;
  if (value.startsWith('\\') || value.startsWith('/\\')) return null;
  return resolved.trim();
}

/** The media path (relative to the media root) of a `{{media url=...}}` directive or a `/media/...` URL. */
function mediaPath(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = safeUrl(raw.replace(/\\"/g, '"'));
  if (!url?.startsWith('/media/')) return null;
  const path = url.slice('/media/'.length);
  return /^[\w./-]+$/.test(path) && !path.split('/').includes('..') ? path : null;
}

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

function cleanAttributes(tagName: string, attribs: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  const allowed = tagAttributes[tagName];
  for (const [rawName, rawValue] of Object.entries(attribs)) {
    const name = rawName.toLowerCase();
    if (!globalAttributes.has(name) && !allowed?.has(name)) continue;
    let value: string | null = rawValue;
    if (name === 'href' || name === 'src') value = safeUrl(rawValue);
    else if (name === 'target')
      value = rawValue === '_blank' || rawValue === '_self' ? rawValue : null;
    else if (name === 'class') value = rawValue.replace(/[^\w\s-]/g, '').trim() || null;
    else if (name === 'id' || name === 'for')
      value = /^[A-Za-z][\w-]{0,63}$/.test(rawValue) ? rawValue : null;
    else if (name === 'type') value = rawValue === 'button' ? 'button' : null;
    else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name))
      value = /^\d{1,4}$/.test(rawValue) ? rawValue : null;
    else if (name === 'rel') value = rawValue.replace(/[^\w\s-]/g, '').trim() || null;
    else value = rawValue.includes('{{') ? null : rawValue.slice(0, 500);
    if (value !== null) result[name] = value;
  }
  if (result.target === '_blank') result.rel = 'noopener noreferrer';
  return result;
}

function parseJson(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value.replace(/\\"/g, '"'));
  } catch {
    return undefined;
  }
}

function findDescendant(
  node: DomNode,
  predicate: (candidate: DomNode) => boolean,
): DomNode | undefined {
  for (const child of node.children ?? []) {
    if (predicate(child)) return child;
    const found = findDescendant(child, predicate);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: DomNode): string {
  if (node.type === ElementType.Text) return node.data ?? '';
  if (node.type !== ElementType.Tag) return '';
  return (node.children ?? []).map(textOf).join('');
}

const boundedText = (value: unknown, max = 200) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

function pageBuilderProps(
  contentType: PageBuilderContentType,
  node: DomNode,
): Record<string, unknown> {
  const attribs = node.attribs ?? {};
  switch (contentType) {
    case 'heading':
      return { level: Number(/^h([1-6])$/.exec(node.name ?? '')?.[1] ?? 2) };
    case 'button-item': {
      const link = findDescendant(node, (candidate) => candidate.name === 'a');
      const kind =
        /pagebuilder-button-(primary|secondary|link)/.exec(link?.attribs?.class ?? '')?.[1] ??
        'primary';
      return {
        href: link?.attribs?.href ? safeUrl(link.attribs.href) : null,
        label: link ? textOf(link).trim() : '',
        buttonType: kind,
        openInNewTab: link?.attribs?.target === '_blank',
      };
    }
    case 'image': {
      const image = findDescendant(node, (candidate) => candidate.name === 'img');
      const link = findDescendant(node, (candidate) => candidate.name === 'a');
      const src = image?.attribs?.src;
      return {
        path: mediaPath(src),
        src: src ? safeUrl(src) : null,
        alt: boundedText(image?.attribs?.alt),
        title: boundedText(image?.attribs?.title),
        href: link?.attribs?.href ? safeUrl(link.attribs.href) : null,
      };
    }
    case 'slider':
      return {
        autoplay: attribs['data-autoplay'] === 'true',
        autoplaySpeed: Math.min(
          60_000,
          Math.max(1000, Number(attribs['data-autoplay-speed']) || 5000),
        ),
        showArrows: attribs['data-show-arrows'] !== 'false',
        showDots: attribs['data-show-dots'] !== 'false',
        infinite: attribs['data-infinite-loop'] !== 'false',
      };
    case 'slide': {
      const wrapper = findDescendant(
        node,
        (candidate) => candidate.attribs?.['data-background-images'] !== undefined,
      );
      const images = parseJson(wrapper?.attribs?.['data-background-images']) as
        Record<string, unknown> | undefined;
      const link = findDescendant(node, (candidate) => candidate.name === 'a');
      const button = findDescendant(
        node,
        (candidate) => candidate.attribs?.['data-element'] === 'button',
      );
      return {
        name: boundedText(attribs['data-slide-name']),
        backgroundImage: mediaPath(
          typeof images?.desktop_image === 'string' ? images.desktop_image : undefined,
        ),
        mobileImage: mediaPath(
          typeof images?.mobile_image === 'string' ? images.mobile_image : undefined,
        ),
        href: link?.attribs?.href ? safeUrl(link.attribs.href) : null,
        buttonText: button ? textOf(button).trim().slice(0, 100) : null,
      };
    }
    case 'map': {
      const locations = parseJson(attribs['data-locations']);
      return {
        showControls: attribs['data-show-controls'] !== 'false',
        locations: (Array.isArray(locations) ? locations : [])
          .map((location: Record<string, unknown>) => {
            const position = (location?.position ?? {}) as Record<string, unknown>;
            const latitude = Number(position.latitude);
            const longitude = Number(position.longitude);
            if (
              !Number.isFinite(latitude) ||
              !Number.isFinite(longitude) ||
              Math.abs(latitude) > 90 ||
              Math.abs(longitude) > 180
            )
              return null;
            return {
              name: boundedText(location.location_name),
              address: boundedText(location.address),
              phone: boundedText(location.phone, 40),
              latitude,
              longitude,
            };
          })
          .filter((location) => location !== null)
          .slice(0, 50),
      };
    }
    default:
      return {};
  }
}

const widgetPattern = /\{\{\s*widget\b([^}]*)\}\}/gi;

function parseWidget(source: string, index: number): WidgetData {
  const dataId = `widget-${index}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;
  const params = Object.fromEntries(
    [...source.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
  );
  if (!/ProductsList$/.test(params.type ?? '')) return { dataId, type: 'invalid' };
  const count = Number(params.products_count ?? '8');
  const skus = (params.skus ?? '')
    .split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
  const categoryIds = (params.category_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const valid =
    Number.isInteger(count) &&
    count >= 1 &&
    count <= 50 &&
    skus.every((sku) => /^[\w-]{1,64}$/.test(sku)) &&
    categoryIds.every((id) => /^\d{1,9}$/.test(id)) &&
    skus.length + categoryIds.length > 0;
  return valid
    ? {
        dataId,
        type: 'product-grid',
        skus: skus.slice(0, 50),
        categoryIds: categoryIds.map(Number),
        count,
      }
    : { dataId, type: 'invalid' };
}

/** Parses and sanitizes CMS HTML; with a `locale`, its text gets that language's typography ({@link typeset}). */
export function parseWysiwyg(html: string, locale?: SiteLocale): ParsedWysiwyg {
  const widgets: WidgetData[] = [];
  const document = parseDocument(html, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });

  // Typography applies to the text around widget directives, never inside them.
  const text = (value: string) => (locale ? typeset(value, locale) : value);
  const convertText = (value: string): WysiwygNode[] => {
    const nodes: WysiwygNode[] = [];
    let last = 0;
    for (const match of value.matchAll(widgetPattern)) {
      const before = value.slice(last, match.index);
      if (before) nodes.push({ type: 'text', value: text(before.replace(/\{\{[^}]*\}\}/g, '')) });
      const widget = parseWidget(match[1] ?? '', widgets.length);
      widgets.push(widget);
      nodes.push({ type: 'data', dataId: widget.dataId });
      last = (match.index ?? 0) + match[0].length;
    }
    const rest = value.slice(last).replace(/\{\{[^}]*\}\}/g, '');
    if (rest) nodes.push({ type: 'text', value: text(rest) });
    return nodes.filter((node) => node.type !== 'text' || node.value !== '');
  };

  const convert = (nodes: DomNode[], depth: number): WysiwygNode[] => {
    if (depth > maxDepth) return [];
    const result: WysiwygNode[] = [];
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        result.push(...convertText(node.data ?? ''));
        continue;
      }
      // Comments, CDATA, directives, <script> and <style> never survive.
      if (node.type !== ElementType.Tag) continue;
      const tagName = (node.name ?? '').toLowerCase();
      if (droppedTags.has(tagName)) continue;
      const childNodes = convert(node.children ?? [], depth + 1);
      if (!allowedTags.has(tagName)) {
        result.push(...childNodes);
        continue;
      }
      const attributes = cleanAttributes(tagName, node.attribs ?? {});
      const rawType = node.attribs?.['data-content-type'];
      if (rawType !== undefined) {
        const contentType = (pageBuilderContentTypes as readonly string[]).includes(rawType)
          ? (rawType as PageBuilderContentType)
          : 'default';
        const appearance = node.attribs?.['data-appearance'];
        result.push({
          type: 'pagebuilder',
          contentType,
          appearance: appearance && /^[\w-]{1,40}$/.test(appearance) ? appearance : null,
          tagName,
          attributes,
          props: pageBuilderProps(contentType, node),
          childNodes,
        });
      } else {
        result.push({ type: 'element', tagName, attributes, childNodes });
      }
    }
    return result;
  };

  return { childNodes: convert(document.children as unknown as DomNode[], 0), widgets };
}

import { describe, expect, it } from 'vitest';

import { parseWysiwyg, safeUrl, type WysiwygNode } from './parseWysiwyg';
import { xssBasePayloadCount, xssCorpus } from './xssCorpus';

const allowedTags = new Set([
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
]);
const allowedAttributes = new Set([
  'class',
  'id',
  'title',
  'hidden',
  'lang',
  'dir',
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'colspan',
  'rowspan',
  'scope',
  'name',
  'value',
  'selected',
  'for',
  'start',
  'type',
]);

/** Every URL-like string anywhere in the tree (attributes and Page Builder props). */
function* walk(nodes: WysiwygNode[]): Generator<WysiwygNode> {
  for (const node of nodes) {
    yield node;
    if (node.type === 'element' || node.type === 'pagebuilder') yield* walk(node.childNodes);
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Renders the tree back to HTML the way a naive client would (attributes quoted, text escaped). */
function render(nodes: WysiwygNode[]): string {
  const escape = (value: string) =>
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  return nodes
    .map((node) => {
      if (node.type === 'text') return escape(node.value);
      if (node.type === 'data') return `<div data-widget="${escape(node.dataId)}"></div>`;
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('');
      return `<${node.tagName}${attributes}>${render(node.childNodes)}</${node.tagName}>`;
    })
    .join('');
}

function assertSafe(html: string) {
  const { childNodes } = parseWysiwyg(html);
  for (const node of walk(childNodes)) {
    if (node.type !== 'element' && node.type !== 'pagebuilder') continue;
    expect(allowedTags.has(node.tagName), `${node.tagName} from ${html}`).toBe(true);
    for (const [name, value] of Object.entries(node.attributes)) {
      expect(allowedAttributes.has(name), `${name} from ${html}`).toBe(true);
      expect(name.startsWith('on')).toBe(false);
      if (name === 'href' || name === 'src')
        expect(safeUrl(value), `${value} from ${html}`).not.toBeNull();
      if (name === 'style') throw new Error('style survived');
    }
    if (node.type === 'pagebuilder') {
      for (const value of strings(node.props)) {
        expect(value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  }
  const rendered = render(childNodes);
  expect(rendered).not.toMatch(
    /<(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|textarea)\b/i,
  );
  expect(rendered).not.toMatch(/\son\w+\s*=/i);
  expect(rendered).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
}

describe('parseWysiwyg sanitization', () => {
  const corpus = xssCorpus();

  it('has a corpus of at least 200 distinct payloads, each in several contexts', () => {
    expect(xssBasePayloadCount).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus).size).toBe(corpus.length);
    expect(corpus.length).toBeGreaterThanOrEqual(200);
  });

  it.each(corpus.map((html, index) => [index, html] as const))(
    'payload %i leaves nothing executable',
    (_index, html) => {
      assertSafe(html);
    },
  );

  it('keeps safe links, images and text', () => {
    const { childNodes } = parseWysiwyg(
      '<p>Bonjour <a href="/contact" target="_blank">contact</a> <a href="mailto:a@b.fr">mail</a> <img src="{{media url=wysiwyg/a.png}}" alt="A"></p>',
    );
    const nodes = [...walk(childNodes)];
    const links = nodes.filter((node) => node.type === 'element' && node.tagName === 'a');
    expect(links.map((node) => node.type === 'element' && node.attributes.href)).toEqual([
      '/contact',
      'mailto:a@b.fr',
    ]);
    expect(links[0]?.type === 'element' && links[0].attributes.rel).toBe('noopener noreferrer');
    const image = nodes.find((node) => node.type === 'element' && node.tagName === 'img');
    expect(image?.type === 'element' && image.attributes.src).toBe('/media/wysiwyg/a.png');
    expect(nodes.some((node) => node.type === 'text' && node.value.includes('Bonjour'))).toBe(true);
  });

  it('drops scripts with their content and unwraps unknown tags', () => {
    const { childNodes } = parseWysiwyg(
      '<custom-tag><b>gras</b></custom-tag><script>var secret = 1;</script>',
    );
    expect(JSON.stringify(childNodes)).not.toContain('secret');
    expect(childNodes).toEqual([
      {
        type: 'element',
        tagName: 'b',
        attributes: {},
        childNodes: [{ type: 'text', value: 'gras' }],
      },
    ]);
  });
});

describe('parseWysiwyg Page Builder nodes', () => {
  it('reads rows, headings, buttons, images, sliders, slides and maps with their appearance', () => {
    const { childNodes } = parseWysiwyg(`
      <div data-content-type="row" data-appearance="full-width">
        <h3 data-content-type="heading" data-appearance="default">Titre</h3>
        <div data-content-type="buttons"><div data-content-type="button-item"><a class="pagebuilder-button-secondary" href="/promotions"><span>Voir</span></a></div></div>
        <figure data-content-type="image"><img src="{{media url=wysiwyg/x.png}}" alt="Chien"></figure>
        <div data-content-type="slider" data-autoplay="true" data-autoplay-speed="4000">
          <div data-content-type="slide" data-slide-name="Un" data-appearance="poster"><a href="/a"><div data-background-images='{\\"desktop_image\\":\\"{{media url=wysiwyg/s.png}}\\"}'></div></a></div>
        </div>
        <div data-content-type="map" data-appearance="default" data-locations='[{"position":{"latitude":48.1,"longitude":-1.6},"location_name":"Rennes"}]'></div>
      </div>`);
    const nodes = [...walk(childNodes)].filter((node) => node.type === 'pagebuilder');
    const byType = Object.fromEntries(
      nodes.map((node) => [node.type === 'pagebuilder' && node.contentType, node]),
    );
    expect(Object.keys(byType).sort()).toEqual([
      'button-item',
      'default',
      'heading',
      'image',
      'map',
      'row',
      'slide',
      'slider',
    ]);
    const props = (type: string) =>
      (byType[type] as Extract<WysiwygNode, { type: 'pagebuilder' }>).props;
    expect((byType.row as Extract<WysiwygNode, { type: 'pagebuilder' }>).appearance).toBe(
      'full-width',
    );
    expect(props('heading')).toEqual({ level: 3 });
    expect(props('button-item')).toMatchObject({
      href: '/promotions',
      label: 'Voir',
      buttonType: 'secondary',
    });
    expect(props('image')).toMatchObject({ path: 'wysiwyg/x.png', alt: 'Chien' });
    expect(props('slider')).toMatchObject({ autoplay: true, autoplaySpeed: 4000 });
    expect(props('slide')).toMatchObject({
      name: 'Un',
      backgroundImage: 'wysiwyg/s.png',
      href: '/a',
    });
    expect(props('map')).toEqual({
      showControls: true,
      locations: [{ name: 'Rennes', address: '', phone: '', latitude: 48.1, longitude: -1.6 }],
    });
  });

  it('turns widgets into data nodes, keeping invalid ones as their id only', () => {
    const { childNodes, widgets } = parseWysiwyg(
      '<div data-content-type="products">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="4" skus="CRQ-001,PAT-002"}}</div>' +
        '<p>{{widget type="Magento\\Cms\\Block\\Widget\\Unknown"}}</p>' +
        '<p>{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="0" skus="CRQ-001"}}</p>',
    );
    expect(widgets.map((widget) => widget.type)).toEqual(['product-grid', 'invalid', 'invalid']);
    expect(widgets[0]).toMatchObject({ skus: ['CRQ-001', 'PAT-002'], count: 4 });
    const dataNodes = [...walk(childNodes)].filter((node) => node.type === 'data');
    expect(dataNodes.map((node) => node.type === 'data' && node.dataId)).toEqual(
      widgets.map((widget) => widget.dataId),
    );
    expect(new Set(widgets.map((widget) => widget.dataId)).size).toBe(3);
  });
});

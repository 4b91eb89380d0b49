import { type WysiwygFragmentFragment } from '@truffe/graphql/documents';
import { allowedElementTags } from '@truffe/graphql/wysiwyg';
import { Image } from '@truffe/ui/Image';
import { Link } from '@truffe/ui/Link';
import { createElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { contentMessages } from './contentMessages';
import { MapBlock } from './MapBlock';
import * as styles from './pageBuilder.css';
import {
  classesOf,
  type ContentNode,
  type ElementNode,
  findNode,
  type PageBuilderNode,
  readContentNodes,
  stringProp,
} from './pageBuilderNodes';
import { ProductGridWidget } from './ProductGridWidget';
import { RaceFormula, useRaceFormula } from './RaceFormula';
import { sitePath } from './sitePath';
import { Slider } from './Slider';

export type WidgetData = WysiwygFragmentFragment['data'][number];

interface RenderContext {
  /** Widget data by `dataId`. */
  widgets: ReadonlyMap<string, WidgetData>;
  sitePrefix: string;
  /** The one above-the-fold picture (first slide or first image) that loads with priority. */
  priorityNode: ContentNode | undefined;
}

/**
 * Tags rendered as themselves. Links, images and form controls have renderers of their own below; any other
 * element (none outside the contract's whitelist ever comes from the store) renders its children only.
 */
const specialTags = new Set(['a', 'img', 'button', 'select', 'option']);
const elementTags: ReadonlySet<string> = new Set(
  allowedElementTags.filter((tag) => !specialTags.has(tag)),
);
const voidTags = new Set(['br', 'hr']);

/** React props of a node's kept attributes (the server already dropped everything unsafe). */
function elementProps(node: ElementNode | PageBuilderNode, key: string): Record<string, unknown> {
  const { attributes } = node;
  const props: Record<string, unknown> = { key };
  if (attributes.class) props.className = attributes.class;
  for (const name of ['id', 'title', 'lang', 'dir', 'scope'] as const) {
    if (attributes[name]) props[name] = attributes[name];
  }
  if (attributes.hidden !== undefined) props.hidden = true;
  if (attributes.colspan) props.colSpan = Number(attributes.colspan);
  if (attributes.rowspan) props.rowSpan = Number(attributes.rowspan);
  if (attributes.start && node.tagName === 'ol') props.start = Number(attributes.start);
  if (attributes.for && node.tagName === 'label') props.htmlFor = attributes.for;
  return props;
}

function renderElement(node: ElementNode, key: string, context: RenderContext): ReactNode {
  const children = () => renderNodes(node.childNodes, context, key);
  switch (node.tagName) {
    case 'a': {
      const href = node.attributes.href;
      if (!href) return <span key={key}>{children()}</span>;
      return (
        <Link key={key} to={sitePath(href, context.sitePrefix)} title={node.attributes.title}>
          {children()}
        </Link>
      );
    }
    case 'img': {
      const src = node.attributes.src;
      if (!src) return null;
      const width = Number(node.attributes.width) || undefined;
      const height = Number(node.attributes.height) || undefined;
      return (
        <img
          key={key}
          src={src}
          alt={node.attributes.alt ?? ''}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      );
    }
    case 'select':
      return <ContentSelect key={key} node={node} context={context} />;
    case 'option':
      // Options are rendered by their select.
      return null;
    case 'button':
      // A CMS button has no behaviour of its own: its text stays, not a control that does nothing.
      return <span key={key}>{children()}</span>;
    case 'table':
      return (
        <div key={key} className={styles.table}>
          {createElement('table', elementProps(node, `${key}.t`), ...children())}
        </div>
      );
    default:
      break;
  }
  if (classesOf(node).includes('race-formula')) {
    return (
      <RaceFormula key={key}>
        {createElement('div', { className: styles.raceFormula }, ...children())}
      </RaceFormula>
    );
  }
  if (!elementTags.has(node.tagName)) return <span key={key}>{children()}</span>;
  const props = elementProps(node, key);
  if (voidTags.has(node.tagName)) return createElement(node.tagName, props);
  return <ResultAware key={key} node={node} props={props} content={children()} />;
}

/** The race-formula result block and value (spec §2) follow the select; other elements render as they are. */
function ResultAware({
  node,
  props,
  content,
}: {
  node: ElementNode;
  props: Record<string, unknown>;
  content: ReactNode[];
}) {
  const raceFormula = useRaceFormula();
  const classes = classesOf(node);
  const { key: _key, ...rest } = props;
  if (raceFormula && classes.includes('race-formula-result')) {
    return createElement(
      node.tagName,
      {
        ...rest,
        hidden: !raceFormula.value,
        role: 'status',
        className: [rest.className, styles.result].join(' '),
      },
      ...content,
    );
  }
  if (raceFormula && classes.includes('race-formula-result-value')) {
    return createElement(node.tagName, rest, raceFormula.value);
  }
  return createElement(node.tagName, rest, ...content);
}

function ContentSelect({ node, context }: { node: ElementNode; context: RenderContext }) {
  const raceFormula = useRaceFormula();
  const options = node.childNodes.filter(
    (child): child is ElementNode => child.type === 'element' && child.tagName === 'option',
  );
  const props = elementProps(node, 'select');
  delete props.key;
  const selected = options.find((option) => option.attributes.selected !== undefined);
  const optionElements = options.map((option, index) => (
    <option key={index} value={option.attributes.value ?? ''}>
      {renderNodes(option.childNodes, context, `o${index}`)}
    </option>
  ));
  if (raceFormula) {
    return (
      <select
        {...props}
        name={node.attributes.name}
        className={styles.select}
        value={raceFormula.value}
        onChange={(event) => raceFormula.choose(event.currentTarget.value)}
      >
        {optionElements}
      </select>
    );
  }
  return (
    <select
      {...props}
      name={node.attributes.name}
      className={styles.select}
      defaultValue={selected?.attributes.value}
    >
      {optionElements}
    </select>
  );
}

function renderPageBuilder(node: PageBuilderNode, key: string, context: RenderContext): ReactNode {
  const children = () => renderNodes(node.childNodes, context, key);
  const { props } = node;
  switch (node.contentType) {
    case 'row': {
      const appearance =
        node.appearance === 'full-width' || node.appearance === 'full-bleed'
          ? node.appearance
          : 'contained';
      return (
        <div key={key} className={styles.row[appearance]} data-appearance={appearance}>
          {children()}
        </div>
      );
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(props.level) || 2));
      return createElement(`h${level}`, { key }, ...children());
    }
    case 'button-item':
      return <ButtonItem key={key} node={node} context={context} />;
    case 'image':
      return <ImageBlock key={key} node={node} context={context} />;
    case 'slider':
      return (
        <Slider
          key={key}
          node={node}
          sitePrefix={context.sitePrefix}
          priorityNode={context.priorityNode}
          renderNodes={(nodes, prefix) => renderNodes(nodes, context, prefix)}
        />
      );
    case 'slide':
      // Slides are rendered by their slider; a slide alone shows its content.
      return <div key={key}>{children()}</div>;
    case 'map':
      return <MapBlock key={key} node={node} />;
    default: {
      // Other content types (text, html, buttons, products containers): their children. A group of button
      // items is laid out as one row of buttons.
      const onlyButtons =
        node.childNodes.length > 0 &&
        node.childNodes.every(
          (child) => child.type === 'pagebuilder' && child.contentType === 'button-item',
        );
      return (
        <div key={key} className={onlyButtons ? styles.buttons : styles.block}>
          {children()}
        </div>
      );
    }
  }
}

function ButtonItem({ node, context }: { node: PageBuilderNode; context: RenderContext }) {
  const intl = useIntl();
  const href = stringProp(node.props, 'href');
  const label = stringProp(node.props, 'label');
  if (!href || !label) return null;
  const kind = stringProp(node.props, 'buttonType');
  return (
    <Link
      to={sitePath(href, context.sitePrefix)}
      appearance={kind === 'link' ? undefined : kind === 'secondary' ? 'secondary' : 'primary'}
      newTabLabel={intl.formatMessage(contentMessages.newTab)}
    >
      {label}
    </Link>
  );
}

function ImageBlock({ node, context }: { node: PageBuilderNode; context: RenderContext }) {
  const path = stringProp(node.props, 'path');
  const alt = stringProp(node.props, 'alt') ?? '';
  const href = stringProp(node.props, 'href');
  if (!path) return null;
  const image = (
    <Image
      path={path}
      preset="homeArticleImage"
      alt={alt}
      cover
      priority={context.priorityNode === node}
      sizes="(min-width: 1024px) 760px, 100vw"
    />
  );
  return (
    <figure className={styles.figure}>
      {href ? <Link to={sitePath(href, context.sitePrefix)}>{image}</Link> : image}
    </figure>
  );
}

function renderNodes(
  nodes: readonly ContentNode[],
  context: RenderContext,
  keyPrefix: string,
): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    switch (node.type) {
      case 'text':
        return node.value;
      case 'data': {
        const widget = context.widgets.get(node.dataId);
        // Invalid widget data (dataId only) renders nothing visible.
        if (widget?.__typename !== 'ProductGridWidget') return null;
        return (
          <ProductGridWidget key={key} products={widget.products} sitePrefix={context.sitePrefix} />
        );
      }
      case 'element':
        return renderElement(node, key, context);
      case 'pagebuilder':
        return renderPageBuilder(node, key, context);
      default:
        return null;
    }
  });
}

export interface PageBuilderContentProps {
  /** The content's node tree (`contentWysiwyg.childNodes`), untrusted JSON. */
  childNodes: unknown;
  /** The data of its widgets (`contentWysiwyg.data`). */
  data: readonly WidgetData[];
  /** The site's path prefix ('' or '/en') for internal links. */
  sitePrefix: string;
  /** The first slide or image of the first row is above the fold: load it with priority. @defaultValue false */
  priorityFirstMedia?: boolean;
}

/**
 * Renders sanitized CMS content (spec §3 rich text and Page Builder node types): rows, headings, text,
 * images through the Image component and presets, the slider, button items, the map and the product-grid
 * widget. Unknown nodes and invalid widgets render nothing. There is no raw-HTML path.
 */
export function PageBuilderContent({
  childNodes,
  data,
  sitePrefix,
  priorityFirstMedia = false,
}: PageBuilderContentProps) {
  const nodes = readContentNodes(childNodes);
  const firstRow = nodes[0];
  const priorityNode =
    priorityFirstMedia && firstRow
      ? findNode(
          [firstRow],
          (node) =>
            node.type === 'pagebuilder' &&
            (node.contentType === 'slide' || node.contentType === 'image'),
        )
      : undefined;
  const context: RenderContext = {
    widgets: new Map(data.map((widget) => [widget.dataId, widget])),
    sitePrefix,
    priorityNode,
  };
  return <div className={styles.content}>{renderNodes(nodes, context, 'n')}</div>;
}

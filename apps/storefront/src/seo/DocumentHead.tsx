import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

import { type SiteLocale } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import { useShop } from '../shop/ShopProvider';

import { pageHeadAttribute, serializeJsonLd } from './headHtml';
import { type PageHead, pageHeadOf } from './pageHead';
import { headSite } from './siteInput';

/** The head elements of a page head, built with DOM calls (never parsed from markup). */
function headElements(head: PageHead): Element[] {
  const element = (tag: string, attributes: Record<string, string>) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.setAttribute(pageHeadAttribute, '');
    return node;
  };
  const nodes: Element[] = head.meta.map((meta) =>
    element('meta', {
      ...('name' in meta ? { name: meta.name } : { property: meta.property }),
      content: meta.content,
    }),
  );
  if (head.canonical) nodes.push(element('link', { rel: 'canonical', href: head.canonical }));
  for (const { hreflang, href } of head.alternates ?? []) {
    nodes.push(element('link', { rel: 'alternate', hreflang, href }));
  }
  for (const object of head.jsonLd ?? []) {
    const script = element('script', { type: 'application/ld+json' });
    script.textContent = serializeJsonLd(object);
    nodes.push(script);
  }
  return nodes;
}

/**
 * Keeps the document's `<head>` in step with the route after client navigation: the server wrote the first
 * page's head (src/render/renderApp.server.tsx); on each later page this replaces the title and the elements
 * marked `data-page-head` with the new page's. Renders nothing.
 */
export function DocumentHead() {
  const matches = useMatches();
  const config = usePageConfig();
  const shop = useShop();
  const { pathname } = useLocation();
  const site = headSite({
    shop,
    locale: config.locale as SiteLocale,
    publicUrl: config.settings.publicUrl,
    baseUrl: config.baseUrl,
    pathname,
  });
  const loaderData: Record<string, unknown> = {};
  for (const match of matches) loaderData[match.id] = match.data;
  const head = pageHeadOf(
    matches.map((match) => ({ route: { id: match.id, handle: match.handle } })),
    loaderData,
    site,
  );
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    const current = [...document.head.querySelectorAll(`[${pageHeadAttribute}]`)];
    if (!head) {
      // A screen without a head of its own, after one that had one: back to the shop's default title.
      if (current.length === 0) return;
      for (const node of current) node.remove();
      document.title = shop.defaultTitle;
      return;
    }
    if (document.title !== head.title) document.title = head.title;
    const next = headElements(head);
    // The head the server wrote for this page (first render after hydration) stays as it is.
    const same =
      current.length === next.length &&
      current.every((node, index) => {
        const other = next[index]!;
        return (
          node.tagName === other.tagName &&
          node.outerHTML.replace(/ nonce="[^"]*"/, '') === other.outerHTML
        );
      });
    if (same) return;
    for (const node of current) node.remove();
    document.head.append(...next);
    // `key` stands for `head`: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

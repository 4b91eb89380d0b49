import { type SiteLocale } from '../i18n/locales';
import { type HeadHandle, loadHead } from './headHandle';
import { pageHeadAttribute, serializeJsonLd } from './headHtml';
import { type HeadInput, type PageHead, pageHeadOf } from './pageHead';
import { headSite } from './siteInput';

// The document head's code after a client navigation (DocumentHead.tsx, decision 0906): a chunk of its own,
// loaded when the first navigation starts.

interface MatchLike {
  id: string;
  handle?: unknown;
}

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
 * Replaces the title and the elements marked `data-page-head` with the head of these matches (their lazy
 * heads loaded first); a document that already has that head is left as it is.
 */
export async function applyPageHead(
  matches: readonly MatchLike[],
  site: {
    shop: HeadInput<unknown>['shop'];
    locale: SiteLocale;
    publicUrl: string;
    baseUrl: string;
    pathname: string;
  },
  isCurrent: () => boolean,
): Promise<void> {
  await Promise.all(matches.map((match) => loadHead((match.handle ?? {}) as HeadHandle)));
  if (!isCurrent()) return;
  const loaderData: Record<string, unknown> = {};
  for (const match of matches) loaderData[match.id] = (match as { data?: unknown }).data;
  const head = pageHeadOf(
    matches.map((match) => ({ route: { id: match.id, handle: match.handle } })),
    loaderData,
    headSite(site),
  );
  const current = [...document.head.querySelectorAll(`[${pageHeadAttribute}]`)];
  if (!head) {
    // A screen without a head of its own, after one that had one: back to the shop's default title.
    if (current.length === 0) return;
    for (const node of current) node.remove();
    document.title = site.shop.defaultTitle;
    return;
  }
  if (document.title !== head.title) document.title = head.title;
  const next = headElements(head);
  // The head already there (the same page revalidated) stays as it is.
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
}

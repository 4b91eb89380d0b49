import { type SiteLocale } from '../i18n/locales';
import { type HeadFunction, type HeadHandle } from './headHandle';

/** One `<meta>` of a page head: `name` (description, keywords, robots) or `property` (Open Graph). */
export type HeadMeta = { name: string; content: string } | { property: string; content: string };

/** What a screen puts in the document's `<head>` (spec §2 content page rules; issue 6 "SEO and sharing"). */
export interface PageHead {
  /** The full browser title. */
  title: string;
  /** `<meta name>` and `<meta property>` entries, in order. */
  meta: HeadMeta[];
  /** Absolute canonical URL. */
  canonical?: string;
  /**
   * `hreflang` alternates when the page's address differs per site (friendly URL keys); without them the
   * same path in each site is used (src/render/documentHead.ts).
   */
  alternates?: { hreflang: string; href: string }[];
  /** schema.org objects, each written as one `application/ld+json` script. */
  jsonLd?: object[];
}

/** What a route's head function is given: its loader data and the page's site. */
export interface HeadInput<Data> {
  data: Data;
  /** The site root's shop record (`defaultTitle`, `defaultDescription`, `name`). */
  shop: { name: string; defaultTitle: string; defaultDescription: string };
  locale: SiteLocale;
  /** Public origin plus the app's mount path, without a trailing slash ('https://truffe.example'). */
  origin: string;
  /** The page's path inside the app, site prefix included ('/en/faq'). */
  pathname: string;
}

interface MatchLike {
  route: { id: string; handle?: unknown };
}

function headOf(handle: unknown): HeadFunction | null {
  const head = (handle as Partial<HeadHandle> | undefined)?.head;
  return typeof head === 'function' ? head : null;
}

function headWithoutData(handle: unknown): boolean {
  return (handle as Partial<HeadHandle> | undefined)?.withoutData === true;
}

/**
 * The head of a page: the deepest matched route with a head function and loader data (or a head that needs
 * none) decides it; `null` when none does (the shell's title stays).
 */
export function pageHeadOf(
  matches: readonly MatchLike[],
  loaderData: Record<string, unknown>,
  site: Omit<HeadInput<unknown>, 'data'>,
): PageHead | null {
  for (const match of [...matches].reverse()) {
    const head = headOf(match.route.handle);
    const data = loaderData[match.route.id];
    if (head && ((data !== undefined && data !== null) || headWithoutData(match.route.handle)))
      return head({ ...site, data });
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spec §2: the page's own title followed by the site default title — once: a title that already names the
 * shop (a meta title written "… | Truffe", the home page's own) is not given the brand a second time (issue
 * 20 item 7).
 */
export function documentTitle(pageTitle: string | null | undefined, defaultTitle: string): string {
  const own = pageTitle?.trim();
  if (!own) return defaultTitle;
  // The brand is the default title's first part ("Truffe — croquettes, …" → "Truffe").
  const brand = defaultTitle.split(/\s[—–|-]\s/)[0]?.trim() ?? '';
  if (brand && new RegExp(`(^|[\\s|—–-])${escapeRegExp(brand)}($|[\\s|—–-])`).test(own)) return own;
  return `${own} - ${defaultTitle}`;
}

/** An absolute URL of a path of the app (`/en/faq` → `https://truffe.example/en/faq`). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

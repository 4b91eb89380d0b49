import { type SiteLocale } from '../i18n/locales';
import { type HeadMeta } from './pageHead';

export interface OpenGraphInput {
  title: string;
  /** 'website' for content pages (spec §2), 'product' for product pages. */
  type: 'website' | 'product';
  /** Absolute URL of the page. */
  url: string;
  description?: string | null;
  /** Absolute URL of the picture. */
  image?: string | null;
  siteName: string;
  locale: SiteLocale;
}

/** Open Graph (and Twitter card) tags of a shared page. */
export function openGraphMeta(input: OpenGraphInput): HeadMeta[] {
  const meta: HeadMeta[] = [
    { property: 'og:title', content: input.title },
    { property: 'og:type', content: input.type },
    { property: 'og:url', content: input.url },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: input.locale.replace('-', '_') },
  ];
  if (input.description) meta.push({ property: 'og:description', content: input.description });
  if (input.image) meta.push({ property: 'og:image', content: input.image });
  meta.push({ name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' });
  return meta;
}

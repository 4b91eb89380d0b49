import type { MediaLocale } from './mediaError';

/**
 * Picks the language of an error message from `Accept-Language`: English when the client prefers it to French,
 * French otherwise (the shop is French first).
 */
export function pickMediaLocale(acceptLanguage: string | undefined): MediaLocale {
  if (!acceptLanguage) return 'fr-FR';
  let best: { locale: MediaLocale; quality: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const locale = tag.startsWith('en') ? 'en-GB' : tag.startsWith('fr') ? 'fr-FR' : undefined;
    if (!locale) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(quality) && (!best || quality > best.quality)) best = { locale, quality };
  }
  return best?.locale ?? 'fr-FR';
}

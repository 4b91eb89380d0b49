/**
 * Campaign parameters (decision 0918): what newsletters, ads and social networks add to a link to the shop
 * (`?utm_source=…`, `gclid`, `fbclid`…) to tell analytics where a visit came from. They are not part of the
 * page: the server renders and caches the page without them, and the links the app builds from the address
 * (the language switch, facets, pagination, return addresses) leave them out, on the server and in the
 * browser alike. The browser's address keeps them: analytics scripts read them there, also after the reload
 * that a consent choice makes. Copied into every link, they made every later page view look like a new
 * campaign visit, and every click of a campaign was a render, never a cache hit.
 */

/** Names a campaign link adds (lower case); names starting with `utm_` are campaign parameters too. */
const campaignNames = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'fbclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_gl',
  '_ga',
  '_kx',
]);

/** Whether a query parameter's name is a campaign parameter. */
export function isCampaignParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || campaignNames.has(lower);
}

/** Whether one `name=value` pair of a query string is a campaign parameter (its name decoded). */
function isCampaignPair(pair: string): boolean {
  const name = pair.split('=', 1)[0]!;
  try {
    return isCampaignParameter(decodeURIComponent(name.replace(/\+/g, ' ')));
  } catch {
    // A malformed escape is not a campaign name.
    return isCampaignParameter(name);
  }
}

/** A URL or path cut into what is before its query, its query (without `?`, `null` when none) and its hash. */
function urlParts(url: string): { path: string; query: string | null; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, query: null, hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

/**
 * A query string (`?a=1&utm_source=x`, with or without its `?`) without its campaign parameters, the others in
 * their order and spelling; `''` when nothing is left. Unchanged (the same string) when it has none.
 */
export function withoutCampaignParameters(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return search;
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => !isCampaignPair(pair));
  if (kept.length === pairs.length) return search;
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The campaign parameters of a URL's query string, as they were written (`utm_source=x&gclid=y`), or `''`. */
export function campaignParametersOf(url: string): string {
  const { query } = urlParts(url);
  return query ? query.split('&').filter(isCampaignPair).join('&') : '';
}

/**
 * A site path (`/…`) a redirect answers, with the campaign parameters of the request added back: the page the
 * shopper lands on still carries them for analytics. Other locations are left as they are.
 */
export function withCampaignParameters(location: string, campaign: string): string {
  if (!campaign || !location.startsWith('/') || location.startsWith('//')) return location;
  const { path, query, hash } = urlParts(location);
  return `${path}?${query ? `${query}&` : ''}${campaign}${hash}`;
}

/** A URL (absolute, or a path with its query and hash) without its campaign parameters. */
export function urlWithoutCampaignParameters(url: string): string {
  const { path, query, hash } = urlParts(url);
  if (query === null) return url;
  const search = withoutCampaignParameters(`?${query}`);
  return search === `?${query}` ? url : `${path}${search}${hash}`;
}

/**
 * The Varnish side of the purge interface (issue 19 item 2, deploy/varnish/default.vcl): the pages of a
 * Cache-Tag are dropped from every Varnish in front of the shop by an xkey purge, `PURGE /` with the tags in an
 * `xkey-purge` header, allowed only from the VCL's `purgers` ACL. `VARNISH_PURGE_URL` names the Varnish
 * listeners (comma-separated, one per cache server); without it nothing is sent.
 * Fastly (surrogate keys) and Cloudflare (cache tags) take the same tags through their purge APIs (README,
 * "Deployment").
 */

/** Tags per request: a header of at most ~4 KB, well under Varnish's `http_req_hdr_len` (8 KB). */
const maxHeaderBytes = 4000;
/** A purge that does not answer within this long is given up (the page then expires with its lifetime). */
const timeoutMs = 2000;

export interface VarnishPurgeResult {
  /** Objects Varnish reports as purged (the sum over the listeners and the requests). */
  purged: number;
  /** Listeners or requests that failed (network error, timeout, a status other than 200). */
  failures: string[];
}

/** The Varnish listeners of `VARNISH_PURGE_URL` (comma-separated http(s) URLs); empty when unset. */
export function varnishPurgeUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`VARNISH_PURGE_URL: "${entry}" is not an http(s) URL`);
      }
      return url.href;
    });
}

/** Splits the tags into space-separated header values of at most `maxHeaderBytes`. */
export function xkeyHeaders(tags: readonly string[]): string[] {
  const headers: string[] = [];
  let current = '';
  for (const tag of new Set(tags)) {
    // The shop's tags are `[\w.:-]`; anything else could split or forge a header and is not sent.
    if (!/^[\w.:-]{1,200}$/.test(tag)) continue;
    if (current && current.length + 1 + tag.length > maxHeaderBytes) {
      headers.push(current);
      current = '';
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) headers.push(current);
  return headers;
}

/**
 * Sends an xkey purge of `tags` to each Varnish of `urls` (all at once); never throws: a failed purge is
 * reported in the result, and the cached page then lives until its own lifetime ends.
 */
export async function purgeVarnishTags(
  tags: readonly string[],
  urls: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<VarnishPurgeResult> {
  const headers = xkeyHeaders(tags);
  const result: VarnishPurgeResult = { purged: 0, failures: [] };
  if (headers.length === 0 || urls.length === 0) return result;
  await Promise.all(
    urls.flatMap((url) =>
      headers.map(async (xkeys) => {
        try {
          const response = await fetchImpl(url, {
            method: 'PURGE',
            headers: { 'xkey-purge': xkeys },
            signal: AbortSignal.timeout(timeoutMs),
          });
          const text = await response.text();
          if (response.status !== 200) {
            result.failures.push(`${url}: ${response.status}`);
            return;
          }
          // The VCL answers "Purged <n>" as the reason and in its synthetic body.
          const count = /Purged (\d+)/.exec(`${response.statusText} ${text}`)?.[1];
          result.purged += Number(count ?? 0);
        } catch (error) {
          result.failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ),
  );
  return result;
}

/**
 * The adapter for the purge interface: a function of the tags, bound to `VARNISH_PURGE_URL`; `undefined`
 * when no Varnish is configured.
 */
export function createVarnishPurger(
  env: Record<string, string | undefined> = process.env,
  log: (message: string) => void = (message) => console.warn(message),
): ((tags: readonly string[]) => Promise<VarnishPurgeResult>) | undefined {
  const urls = varnishPurgeUrls(env.VARNISH_PURGE_URL);
  if (urls.length === 0) return undefined;
  return async (tags) => {
    const result = await purgeVarnishTags(tags, urls);
    if (result.failures.length > 0) {
      log(`[purge] Varnish purge failed: ${result.failures.join('; ')}`);
    }
    return result;
  };
}

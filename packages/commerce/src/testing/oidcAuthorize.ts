/**
 * Drives a browser's visit to an OpenID provider's authorization URL without a browser: follows its redirects
 * with its cookies until it sends the visitor back to `redirectUri`, and answers that URL (code and state, or
 * the provider's error). With startTestOpenIdProvider, whose interaction answers at once.
 */
export async function followAuthorization(url: URL | string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = new URL(url);
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `The provider did not redirect (${response.status}): ${await response.text()}`,
      );
    next = new URL(location, next);
    if (next.href.startsWith(redirectUri)) return next;
  }
  throw new Error('Too many redirects at the provider');
}

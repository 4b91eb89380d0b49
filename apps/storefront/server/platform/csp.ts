import { randomBytes } from 'node:crypto';

import { type CspDirective, type CspProvider, cspProviders } from './cspProviders';

const nonceBytes = 16;
/** Random bytes for the next nonces, drawn from the system's generator 256 nonces at a time. */
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

/**
 * A fresh nonce for one response (128 bits, base64). The bytes are the system's cryptographic random bytes,
 * each used once; they are drawn in batches because one draw per response cost more than the rest of a cached
 * page's answer (decision 0914).
 */
export function createNonce(): string {
  if (nonceAt + nonceBytes > noncePool.byteLength) {
    noncePool = randomBytes(nonceBytes * 256);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + nonceBytes);
  // Used once: the bytes are overwritten as they are handed out.
  noncePool.fill(0, nonceAt, nonceAt + nonceBytes);
  nonceAt += nonceBytes;
  return nonce;
}

/** The origin of an absolute http(s) URL, or null (a relative URL is covered by 'self'). */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface ContentSecurityPolicyOptions {
  nonce: string;
  /** @defaultValue every entry of {@link cspProviders} */
  providers?: readonly CspProvider[];
  /** Script URLs of the analytics plugins configured in the public settings (their origins are allowed). */
  pluginScriptUrls?: readonly (string | null)[];
  /** Image URLs or URL templates of configured services (the checkout's map tiles): their origins are allowed. */
  imageUrls?: readonly (string | null | undefined)[];
  mode: 'development' | 'production';
  /** The shop is served over HTTPS: ask the browser to upgrade any http subresource. */
  https?: boolean;
}

/**
 * The page's Content-Security-Policy for each response's nonce: the policy is built once, and each response
 * only puts its nonce in.
 */
export function contentSecurityPolicies(
  options: Omit<ContentSecurityPolicyOptions, 'nonce'>,
): (nonce: string) => string {
  const marker = '\u0000nonce\u0000';
  const [head = '', tail = ''] = buildContentSecurityPolicy({ ...options, nonce: marker }).split(
    marker,
  );
  return (nonce) => head + nonce + tail;
}

/**
 * The page's Content-Security-Policy (ARCHITECTURE.md "Security posture", decision 0351): scripts from our own
 * origin, scripts carrying this response's nonce, and the configured providers — nothing else. No
 * 'unsafe-inline' or 'unsafe-eval' for scripts; styles allow inline (React style attributes, providers'
 * widgets); no plugins (object-src), no framing of the shop, no foreign <base>.
 */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const providers = options.providers ?? Object.values(cspProviders);
  const sources = new Map<string, Set<string>>([
    ['default-src', new Set(["'self'"])],
    ['script-src', new Set(["'self'", `'nonce-${options.nonce}'`])],
    ['style-src', new Set(["'self'", "'unsafe-inline'"])],
    ['img-src', new Set(["'self'", 'data:', 'blob:'])],
    ['font-src', new Set(["'self'", 'data:'])],
    ['connect-src', new Set(["'self'"])],
    ['frame-src', new Set<string>()],
    ['worker-src', new Set(["'self'"])],
    ['manifest-src', new Set(["'self'"])],
    ['form-action', new Set(["'self'"])],
  ]);
  const add = (directive: CspDirective, values: readonly string[]) => {
    for (const value of values) sources.get(directive)?.add(value);
  };
  for (const provider of providers) {
    for (const [directive, values] of Object.entries(provider.sources)) {
      add(directive as CspDirective, values);
    }
  }
  for (const url of options.pluginScriptUrls ?? []) {
    const origin = originOf(url);
    if (origin) {
      add('script-src', [origin]);
      add('connect-src', [origin]);
    }
  }
  for (const url of options.imageUrls ?? []) {
    const origin = originOf(url);
    if (origin) add('img-src', [origin]);
  }
  // Vite's development server pushes updates over a websocket.
  if (options.mode === 'development') add('connect-src', ['ws:', 'wss:']);
  const directives = [...sources].map(([name, values]) =>
    values.size === 0 ? `${name} 'none'` : `${name} ${[...values].join(' ')}`,
  );
  directives.push("object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'");
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

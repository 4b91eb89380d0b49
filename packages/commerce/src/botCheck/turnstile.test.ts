import { describe, expect, it } from 'vitest';

import { createTurnstileAdapter, turnstileVerifyRequest, turnstileVerifyUrl } from './turnstile';

describe('Turnstile adapter', () => {
  it('builds the siteverify request: secret, token and client address, form-encoded, POST', () => {
    const { url, init } = turnstileVerifyRequest({ secretKey: 's3cret' }, 'token-1', '203.0.113.7');
    expect(url).toBe(turnstileVerifyUrl);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    const body = new URLSearchParams(init.body as string);
    expect(Object.fromEntries(body)).toEqual({
      secret: 's3cret',
      response: 'token-1',
      remoteip: '203.0.113.7',
    });
    const withoutAddress = turnstileVerifyRequest({ secretKey: 's3cret' }, 'token-1');
    expect(new URLSearchParams(withoutAddress.init.body as string).has('remoteip')).toBe(false);
  });

  it('reads the answer: success, a spent token, an unreachable service', async () => {
    const answers: (Response | Error)[] = [
      Response.json({ success: true }),
      Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
      new Response('busy', { status: 503 }),
      new Error('offline'),
    ];
    const sent: string[] = [];
    const adapter = createTurnstileAdapter({
      secretKey: 'k',
      now: () => new Date('2026-03-02T09:00:00Z'),
      fetch: (async (_url: string, init: RequestInit) => {
        sent.push(String(init.body));
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      }) as typeof fetch,
    });
    expect(await adapter.verify('t', { clientAddress: '::1' })).toEqual({
      ok: true,
      id: 'turnstile:t',
      expiresAt: new Date('2026-03-02T09:05:00Z'),
    });
    expect(await adapter.verify('t', {})).toEqual({ ok: false, reason: 'expired' });
    expect(await adapter.verify('t', {})).toEqual({ ok: false, reason: 'invalid' });
    expect(await adapter.verify('t', {})).toEqual({ ok: false, reason: 'unavailable' });
    expect(await adapter.verify('t', {})).toEqual({ ok: false, reason: 'unavailable' });
    expect(await adapter.verify('x'.repeat(3000), {})).toEqual({ ok: false, reason: 'malformed' });
    expect(sent).toHaveLength(5);
    expect(sent[0]).toBe('secret=k&response=t&remoteip=%3A%3A1');
  });
});

/**
 * TRUST_PROXY (server/settings.ts `readTrustProxy`, decision 0932): which proxies' `X-Forwarded-For` the shop
 * and the back office believe. The client address it yields keys the sign-in throttles, the rate limits and
 * the staff audit: behind a load balancer on another machine, trusting only loopback would give every shopper
 * the balancer's address. Checked over real HTTP with Express reading the setting as the apps do.
 */
import { once } from 'node:events';
import { type AddressInfo } from 'node:net';

import express from 'express';
import { describe, expect, it } from 'vitest';

import { readServerSettings, readTrustProxy } from './settings';

/** The address Express sees for a request from 127.0.0.1 carrying `X-Forwarded-For: forwarded`. */
async function seenAddress(trustProxy: string[] | false, forwarded: string): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-for': forwarded },
    });
    return await response.text();
  } finally {
    server.close();
  }
}

describe('TRUST_PROXY', () => {
  it('trusts a proxy on the same machine by default', async () => {
    expect(readTrustProxy({})).toEqual(['loopback']);
    expect(readTrustProxy({ TRUST_PROXY: '  ' })).toEqual(['loopback']);
    expect(readServerSettings({}).trustProxy).toEqual(['loopback']);
    expect(await seenAddress(readTrustProxy({}), '198.51.100.7')).toBe('198.51.100.7');
  });

  it('believes a listed load balancer, and the client it names, not what the client claimed before it', async () => {
    const trusted = readTrustProxy({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(trusted).toEqual(['10.0.0.0/8', '127.0.0.1']);
    // The client sent a forged address; the balancer 10.1.2.3 appended the one it saw.
    expect(await seenAddress(trusted, '203.0.113.9, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
  });

  it('believes no forwarded address with "none"', async () => {
    expect(readTrustProxy({ TRUST_PROXY: 'None' })).toBe(false);
    expect(await seenAddress(false, '198.51.100.7')).toBe('127.0.0.1');
  });

  it('accepts IPv6 addresses and subnets and the named ranges', () => {
    expect(readTrustProxy({ TRUST_PROXY: '::1,fd00::/8,uniquelocal,linklocal' })).toEqual([
      '::1',
      'fd00::/8',
      'uniquelocal',
      'linklocal',
    ]);
  });

  it('stops the start on a value Express would misread, naming it', () => {
    for (const value of [
      'true',
      '2',
      'proxy.example',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/2',
      'a,',
    ]) {
      expect(() => readTrustProxy({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(() => readTrustProxy({ TRUST_PROXY: 'loopback, 10.0.0.300' })).toThrow(
      /not understood: "10\.0\.0\.300"/,
    );
  });
});

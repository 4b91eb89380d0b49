import { type AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readEditorSession } from './editorSession';
import { isValidPreviewLink, mountPreviewLinks, signedPreviewUrl } from './previewLink';

const token = 'editor-token-for-preview-links-5c1e';
const shop = 'https://shop.example';

describe('preview links of the back office', () => {
  const now = Date.UTC(2026, 10, 26, 12);

  it('signs a page path with an expiry; the link is valid for that path, that token and a few minutes only', () => {
    const link = new URL(signedPreviewUrl(shop, `${shop}/en/about-us?x=1`, token, now));
    expect(link.origin + link.pathname).toBe(`${shop}/contribution/preview`);
    const params = Object.fromEntries(link.searchParams);
    expect(params.to).toBe('/en/about-us?x=1');
    expect(isValidPreviewLink(token, params, now)).toBe(true);
    expect(isValidPreviewLink('another-token-of-another-shop', params, now)).toBe(false);
    expect(isValidPreviewLink(token, { ...params, to: '/en/other-page' }, now)).toBe(false);
    expect(isValidPreviewLink(token, params, now + 11 * 60_000)).toBe(false);
    expect(isValidPreviewLink(token, { ...params, sig: 'f'.repeat(64) }, now)).toBe(false);
    expect(isValidPreviewLink(token, { ...params, sig: ['x'] }, now)).toBe(false);
  });

  it('never signs a way off the shop', () => {
    for (const to of ['//evil.example/', '/\\evil.example', 'https://evil.example/']) {
      const expires = String(Math.floor(now / 1000) + 60);
      expect(isValidPreviewLink(token, { to, expires, sig: '0'.repeat(64) }, now)).toBe(false);
    }
  });

  describe('over HTTP', () => {
    let url = '';
    let close = () => undefined as unknown;
    beforeAll(async () => {
      const app = express();
      mountPreviewLinks(app, '/', token, false);
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
    });
    afterAll(() => close());

    it('turns preview on in this browser (the editor cookies) and opens the page', async () => {
      const link = new URL(signedPreviewUrl(url, `${url}/a-propos`, token));
      const response = await fetch(`${url}${link.pathname}${link.search}`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/a-propos');
      expect(response.headers.get('cache-control')).toContain('no-store');
      const cookies = response.headers.getSetCookie();
      for (const cookie of cookies) expect(cookie).toContain('HttpOnly');
      const cookie = cookies.map((value) => value.split(';')[0]).join('; ');
      const session = readEditorSession(new Headers({ cookie }), token);
      expect(session.editor).toBe(true);
      expect([...session.modes]).toEqual(['preview']);
    });

    it('refuses a forged or expired link in both languages, setting nothing', async () => {
      const link = new URL(signedPreviewUrl(url, `${url}/a-propos`, token, Date.now() - 3_600_000));
      for (const search of [
        link.search,
        '?to=/a-propos&expires=99999999999&sig=' + '0'.repeat(64),
      ]) {
        const response = await fetch(`${url}/contribution/preview${search}`, {
          redirect: 'manual',
        });
        expect(response.status).toBe(403);
        expect(response.headers.getSetCookie()).toEqual([]);
        const text = await response.text();
        expect(text).toContain('lien d’aperçu');
        expect(text).toContain('preview link');
      }
    });
  });
});

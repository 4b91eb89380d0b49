import { describe, expect, it } from 'vitest';

import { publicSettingSources, readPublicSettings } from './publicConfig';

describe('public settings allow-list', () => {
  it('reads only the allow-listed variables', () => {
    const secret = 'do-not-leak-7f3a';
    const env = {
      SHOP_NAME: 'Truffe',
      PUBLIC_URL: 'https://shop.example/',
      BOTCHECK_PUBLIC_KEY: 'public-site-key',
      BOTCHECK_PRIVATE_KEY: secret,
      SESSION_SECRET: secret,
      ADMIN_TOKEN: secret,
      DATABASE_URL: `postgres://user:${secret}@db/truffe`,
    };
    const settings = readPublicSettings(env);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(publicSettingSources).sort());
    expect(JSON.stringify(settings)).not.toContain(secret);
    expect(settings).toMatchObject({
      siteName: 'Truffe',
      publicUrl: 'https://shop.example',
      botCheckPublicKey: 'public-site-key',
      paymentClientId: null,
    });
  });

  it('never names a private variable as a source', () => {
    for (const source of Object.values(publicSettingSources)) {
      expect(source).not.toMatch(/SECRET|PRIVATE|PASSWORD|TOKEN|DATABASE/);
    }
  });
});

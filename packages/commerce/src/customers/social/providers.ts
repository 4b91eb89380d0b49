/**
 * The social sign-in providers (issue 15 item 4; decision 0756): Google, Apple and Facebook, each OFF unless
 * its client id and secret are set, plus a generic OpenID provider by issuer URL (the tests' local
 * `oidc-provider`). Only the id and the display name of the ones that are on ever reach a page.
 */
export const socialProviderIds = ['google', 'apple', 'facebook', 'test'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

export interface SocialProvider {
  id: SocialProviderId;
  /** Shown on the buttons ("Continuer avec Google"). */
  name: string;
  issuer: URL;
  clientId: string;
  /** Apple's is the client-secret JWT made with the team's key (renewed by the operator). */
  clientSecret: string;
}

const wellKnown: Record<Exclude<SocialProviderId, 'test'>, { name: string; issuer: string }> = {
  google: { name: 'Google', issuer: 'https://accounts.google.com' },
  apple: { name: 'Apple', issuer: 'https://appleid.apple.com' },
  facebook: { name: 'Facebook', issuer: 'https://www.facebook.com' },
};

/**
 * The providers that are on: `OIDC_<ID>_CLIENT_ID` and `OIDC_<ID>_CLIENT_SECRET` for google, apple, facebook;
 * the generic one also needs `OIDC_TEST_ISSUER` (and may be named by `OIDC_TEST_NAME`).
 */
export function socialProvidersFromEnv(env: NodeJS.ProcessEnv): SocialProvider[] {
  const providers: SocialProvider[] = [];
  for (const id of socialProviderIds) {
    const prefix = `OIDC_${id.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    if (id === 'test') {
      const issuer = env.OIDC_TEST_ISSUER?.trim();
      if (!issuer) continue;
      providers.push({
        id,
        name: env.OIDC_TEST_NAME?.trim() || 'Test OpenID',
        issuer: new URL(issuer),
        clientId,
        clientSecret,
      });
      continue;
    }
    const known = wellKnown[id];
    providers.push({ id, name: known.name, issuer: new URL(known.issuer), clientId, clientSecret });
  }
  return providers;
}

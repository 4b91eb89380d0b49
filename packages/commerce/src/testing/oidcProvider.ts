/**
 * A REAL OpenID provider for the social sign-in tests (decision 0756): `oidc-provider` (the certified
 * implementation by panva) on a local port, with one confidential client. Its login and consent screens are
 * replaced by an interaction that answers at once for the account the test chose (`nextLogin`), or refuses
 * (`deny`), so that the whole authorization-code + PKCE flow runs over HTTP without a person.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in; `deny` makes it refuse consent (`access_denied`). */
  nextLogin(account: TestAccount | 'deny'): void;
  close(): Promise<void>;
}

/** Starts the provider on `port` (0: any free port) for clients that come back to `redirectUris`. */
export async function startTestOpenIdProvider(options: {
  redirectUris: string[];
  port?: number;
  host?: string;
}): Promise<TestOpenIdProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | 'deny' = 'deny';
  const clientId = 'truffe-test-client';
  const clientSecret = 'truffe-test-client-secret-of-enough-length';

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Plain-HTTP test cookies, signed with a fixed test key.
    cookies: { keys: ['truffe-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The e-mail and names in the ID token itself, as Google's and Apple's are.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account
        ? {
            accountId: sub,
            claims: () => ({ email_verified: true, ...account, sub }),
          }
        : undefined;
    },
  });
  const handler = provider.callback();

  /** The login and consent prompts, answered at once for the chosen account. */
  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (next === 'deny') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The test refused consent.',
      });
      return;
    }
    const account = next;
    if (details.prompt.name === 'login') {
      accounts.set(account.sub, account);
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void handler(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    nextLogin: (account) => (next = account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

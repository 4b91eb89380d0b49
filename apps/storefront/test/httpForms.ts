/**
 * What the server suites that act as a browser without JavaScript share: a GET that does not follow redirects
 * (the test reads them), a form posted by our own page (same origin, urlencoded), and a cookie read back from
 * `Set-Cookie` as the browser would send it.
 */
import { customerDepsOf, readSession } from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';

import { sessionCookieName } from '../server/customerSession';

export interface HttpForms {
  get(path: string, cookie?: string): Promise<Response>;
  postForm(path: string, fields: Record<string, string>, cookie?: string): Promise<Response>;
  /** Presses the button of the page's one POST form: its hidden fields posted to its action. */
  pressButton(html: string, cookie?: string): Promise<Response>;
}

/** The POST form of a page: its action, hidden fields and button text (throws when the page has none). */
export function postFormOf(html: string): {
  action: string;
  fields: Record<string, string>;
  button: string;
} {
  const form = /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('the page has no POST form');
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const fields: Record<string, string> = {};
  for (const [, name, value] of form[2]!.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  ))
    fields[unescape(name!)] = unescape(value!);
  const button = /<button type="submit">([^<]*)<\/button>/.exec(form[2]!)?.[1] ?? '';
  return { action: unescape(form[1]!), fields, button: unescape(button) };
}

export function httpForms(baseUrl: string): HttpForms {
  return {
    get: (path, cookie) =>
      fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} }),
    postForm: (path, fields, cookie) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: baseUrl,
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      }),
    pressButton(html, cookie) {
      const form = postFormOf(html);
      return this.postForm(form.action, form.fields, cookie);
    },
  };
}

/** `name=value` of the cookie `name` a response sets, or '' when it sets none. */
export function cookieOf(response: Response, name: string): string {
  return (
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${name}=`))
      ?.split(';')[0] ?? ''
  );
}

/** A new account signed in by the registration form: its session cookie, e-mail and customer id. */
export async function registerByForm(
  forms: HttpForms,
  store: Store,
  name: string,
  password = 'trois chiens dans un pré',
): Promise<{ email: string; cookie: string; id: number }> {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await forms.postForm('/register', {
    firstname: 'Rex',
    lastname: name,
    email,
    password,
    acceptCgv: 'on',
  });
  if (response.status !== 303) throw new Error(`registration answered ${response.status}`);
  const cookie = cookieOf(response, sessionCookieName);
  const current = await readSession(
    customerDepsOf(store),
    cookie.slice(sessionCookieName.length + 1),
  );
  if (!current) throw new Error('registration did not sign in');
  return { email, cookie, id: current.customer.id };
}

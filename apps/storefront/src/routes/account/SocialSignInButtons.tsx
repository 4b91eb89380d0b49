import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { localizePath, type SiteLocale } from '../../i18n/locales';
import { usePageConfig } from '../../PageConfigProvider';
import * as styles from './account.css';
import * as social from './social.css';
import { socialMessages } from './socialMessages';

/** What the loaders of /login and /register give the buttons: the providers that are on. */
export interface SocialProvidersData {
  socialProviders: readonly { id: string; name: string }[];
}

/**
 * "Continuer avec Google" and the others (issue 15 item 4): plain links to the server's
 * `/login/social/<provider>`, which redirects to the provider, so they work without JavaScript. Only the
 * providers that are on are listed; none, no list.
 */
export function SocialSignInButtons({ redirectTo }: { redirectTo?: string | null }) {
  const intl = useIntl();
  const { baseUrl } = usePageConfig();
  const data = useLoaderData<SocialProvidersData | null | undefined>();
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;
  const query = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';
  const href = (id: string) =>
    `${baseUrl.replace(/\/$/, '')}${localizePath(`/login/social/${id}`, intl.locale as SiteLocale)}${query}`;
  return (
    <nav aria-label={intl.formatMessage(socialMessages.listLabel)} data-testid="social-sign-in">
      <p className={styles.muted}>{intl.formatMessage(socialMessages.or)}</p>
      <ul className={social.list}>
        {providers.map((provider) => (
          // A full navigation (not the router's): the server answers with a redirect to the provider.
          <li key={provider.id}>
            <a className={social.button} href={href(provider.id)} data-provider={provider.id}>
              {intl.formatMessage(socialMessages.continueWith, { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

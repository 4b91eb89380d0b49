import { Link as UiLink } from '@truffe/ui/Link';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';

import { Logo } from '../components/Logo';
import { type SiteLocale, localizePath } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import { buttonLink, centered } from '../styles/shell.css';
import { ErrorView } from './ErrorView';
import { NotFound } from './NotFound';
import { shopLoadFailedCode } from './shopLoadFailedCode';

export const errorBoundaryMessages = defineMessages({
  shopFailed: { id: 'shell.error.shopFailed', defaultMessage: 'Failed to load store' },
  retry: { id: 'shell.error.retry', defaultMessage: 'Try again' },
  accountHome: { id: 'shell.error.accountHome', defaultMessage: 'Back to my account' },
});

function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * Error boundary of a site root: the shop itself could not be loaded, so no layout can render (spec §8
 * 'Failed to load store'); any other error gets the plain 500 view.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const { settings } = usePageConfig();
  const location = useLocation();
  if (isNotFound(error)) return <NotFound />;
  const shopFailed =
    isRouteErrorResponse(error) &&
    (error.data as { code?: string } | null)?.code === shopLoadFailedCode;
  return (
    <main className={centered}>
      <Logo siteName={settings.siteName} />
      {shopFailed ? (
        <>
          <h1>{intl.formatMessage(errorBoundaryMessages.shopFailed)}</h1>
          <Link reloadDocument to={location} className={buttonLink}>
            {intl.formatMessage(errorBoundaryMessages.retry)}
          </Link>
        </>
      ) : (
        <ErrorView error={error} />
      )}
    </main>
  );
}

/**
 * Error boundary inside the main and standalone layouts: header and footer stay, the content shows the 404 page
 * or the 500 error view. React Router resets it when the location changes.
 */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFound />;
  return <ErrorView error={error} />;
}

/** The /user area's own error screen: the error view with a way back to the account home. */
export function UserErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  if (isNotFound(error)) return <NotFound />;
  return (
    <ErrorView error={error}>
      <UiLink to={localizePath('/user', intl.locale as SiteLocale)} appearance="secondary" end>
        {intl.formatMessage(errorBoundaryMessages.accountHome)}
      </UiLink>
    </ErrorView>
  );
}

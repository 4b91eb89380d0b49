import { ErrorView } from '@truffe/ui/ErrorView';
import { Link } from '@truffe/ui/Link';
import { defineMessages, useIntl } from 'react-intl';

import { type SiteLocale, localizePath } from '../i18n/locales';

export const notFoundMessages = defineMessages({
  title: { id: 'shell.notFound.title', defaultMessage: 'Page not found' },
  body: {
    id: 'shell.notFound.body',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  home: { id: 'shell.notFound.home', defaultMessage: 'Back to the home page' },
});

/**
 * The 404 page (spec §2 catch-all). Once CMS pages exist it shows the configured no-route CMS page instead of
 * this text; the HTTP status stays 404.
 */
export function NotFound() {
  const intl = useIntl();
  return (
    <ErrorView
      code={404}
      title={intl.formatMessage(notFoundMessages.title)}
      description={<p>{intl.formatMessage(notFoundMessages.body)}</p>}
    >
      <Link to={localizePath('/', intl.locale as SiteLocale)} appearance="primary" end>
        {intl.formatMessage(notFoundMessages.home)}
      </Link>
    </ErrorView>
  );
}

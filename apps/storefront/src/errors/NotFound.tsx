import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { type SiteLocale, localizePath } from '../i18n/locales';
import { button } from '../styles/shell.css';
import * as styles from './errors.css';

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
    <section className={styles.view} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {intl.formatMessage(notFoundMessages.title)}
      </h1>
      <p>{intl.formatMessage(notFoundMessages.body)}</p>
      <Link to={localizePath('/', intl.locale as SiteLocale)} className={button}>
        {intl.formatMessage(notFoundMessages.home)}
      </Link>
    </section>
  );
}

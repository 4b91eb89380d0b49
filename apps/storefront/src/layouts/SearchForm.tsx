import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Form } from 'react-router';

import { SearchBox } from '../routes/search/SearchBox';
import { visuallyHidden } from '../styles/shell.css';
import * as styles from './header.css';

export const searchFormMessages = defineMessages({
  label: { id: 'shell.search.label', defaultMessage: 'Search the shop' },
  placeholder: { id: 'shell.search.placeholder', defaultMessage: 'Food, treats, leashes…' },
  submit: { id: 'shell.search.submit', defaultMessage: 'Search' },
});

/**
 * A GET form to `search?q=…`, whose loader redirects to `/search/:query` (routes.tsx): the same with and
 * without JavaScript. `action` is relative to the site root, so it stays in the site's language.
 */
export function SearchForm({ action }: { action: string }) {
  const intl = useIntl();
  const inputId = useId();
  return (
    <Form method="get" action={action} role="search" discover="none" className={styles.search}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {intl.formatMessage(searchFormMessages.label)}
      </label>
      {/* Suggests products and categories as the shopper types (src/routes/search/SearchBox.tsx). */}
      <SearchBox
        id={inputId}
        maxLength={128}
        placeholder={intl.formatMessage(searchFormMessages.placeholder)}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        {intl.formatMessage(searchFormMessages.submit)}
      </button>
    </Form>
  );
}

import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { useActionData } from 'react-router';

import { type FormActionData } from '../data/mutationAction';
import { localizePath, type SiteLocale } from '../i18n/locales';
import { contributionMessages } from './ContributionToolbar';

/**
 * What a browser without JavaScript sees after a refused contribution form (a success redirects back):
 * the reason, and the way back.
 */
export function EditorModesResult() {
  const intl = useIntl();
  const result = useActionData<FormActionData>();
  return (
    <main id="main">
      <h1>{intl.formatMessage(contributionMessages.label)}</h1>
      {result && !result.ok ? (
        <p role="alert">{result.errorMessage ?? intl.formatMessage(contributionMessages.failed)}</p>
      ) : null}
      <Link to={localizePath('/', intl.locale as SiteLocale)}>
        {intl.formatMessage(contributionMessages.back)}
      </Link>
    </main>
  );
}

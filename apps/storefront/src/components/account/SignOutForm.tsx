import { Button } from '@truffe/ui/Button';
import { defineMessages, useIntl } from 'react-intl';
import { Form } from 'react-router';

import { localizePath, type SiteLocale } from '../../i18n/locales';

export const signOutMessages = defineMessages({
  signOut: { id: 'account.signOut', defaultMessage: 'Sign out' },
});

/**
 * "Sign out" (ASVS V7.4.4: reachable from every page of the account area): a form posting to the sign-out
 * route's action, which ends the session on the server — with or without JavaScript.
 */
export function SignOutForm({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <Form
      method="post"
      action={localizePath('/account/sign-out', intl.locale as SiteLocale)}
      className={className}
    >
      <Button type="submit" appearance="outline" size="small">
        {intl.formatMessage(signOutMessages.signOut)}
      </Button>
    </Form>
  );
}

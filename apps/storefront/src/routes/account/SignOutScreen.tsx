import { useIntl } from 'react-intl';
import { useActionData } from 'react-router';

import { SignOutForm } from '../../components/account/SignOutForm';
import { type AccountActionData } from './accountActions';
import { AccountFormAlert } from './AccountFormAlert';
import { accountMessages } from './accountMessages';
import * as styles from './account.css';

/** `/account/sign-out`: its action signs out; a visit (or a failed sign-out) shows the button again. */
export function SignOutScreen() {
  const intl = useIntl();
  const answer = useActionData<AccountActionData | undefined>();
  return (
    <div className={styles.screen} data-testid="sign-out">
      <h1 className={styles.title}>{intl.formatMessage(accountMessages.signOutTitle)}</h1>
      <AccountFormAlert answer={answer} />
      <SignOutForm />
    </div>
  );
}

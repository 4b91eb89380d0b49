import { type CustomerFragmentFragment } from '@truffe/graphql/documents';
import { useIntl } from 'react-intl';

import { proMessages } from './proMessages';
import * as styles from './account.css';

/**
 * A professional account's status on the dashboard (issue 15 item 3): a pending one is told that its pro prices
 * come once approved (it buys at public prices meanwhile); an approved one that it is a professional account,
 * priced excluding tax. Shoppers see nothing. The server says which (`me.proStatus`).
 */
export function ProStatusNotice({
  customer,
}: {
  customer: Pick<CustomerFragmentFragment, 'proStatus' | 'company'>;
}) {
  const intl = useIntl();
  if (customer.proStatus === 'none') return null;
  const approved = customer.proStatus === 'approved';
  const company = customer.company ?? '';
  return (
    <section
      className={`${styles.section} ${styles.notice}`}
      aria-labelledby="account-pro-status"
      data-testid="pro-status"
      data-pro-status={customer.proStatus}
    >
      <h2 id="account-pro-status" className={styles.subtitle}>
        {intl.formatMessage(approved ? proMessages.approvedTitle : proMessages.pendingTitle)}
      </h2>
      <p className={styles.muted}>
        {intl.formatMessage(approved ? proMessages.approvedText : proMessages.pendingText, {
          company,
        })}
      </p>
    </section>
  );
}

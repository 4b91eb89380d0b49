import { type DownloadState, type UserDownloadsQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { localizePath, type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import * as styles from '../orders/orders.css';
import { ordersPaths } from '../orders/ordersPaths';
import { downloadsMessages } from './downloadsMessages';
import { TableFrame } from '../orders/TableFrame';

export type DownloadsData = UserDownloadsQueryQuery & {
  me: NonNullable<UserDownloadsQueryQuery['me']>;
};

/** How long a signed download address works (decision 0762; the server's `downloadUrlLifetimeSeconds`). */
const lifetimeMinutes = 15;

const stateMessages: Record<DownloadState, MessageDescriptor> = {
  PENDING: downloadsMessages.statePending,
  AVAILABLE: downloadsMessages.stateAvailable,
  LIMIT_REACHED: downloadsMessages.stateLimitReached,
  REVOKED: downloadsMessages.stateRevoked,
};

/**
 * `/user/downloadable-products` (spec §2, issue 16 item 7): what the customer bought to download — product, file,
 * the order (a link to its page), downloads used of those allowed, state — and, for what can be downloaded now, a
 * signed address that works for this customer only and for a few minutes (plain links: no JavaScript needed).
 */
export function DownloadsScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { me } = useLoaderData<DownloadsData>();
  const purchases = me.downloadableProducts;
  const orders = ordersPaths(locale);
  return (
    <div className={styles.screen} data-testid="user-downloads">
      <h1 className={accountStyles.title}>{intl.formatMessage(downloadsMessages.title)}</h1>
      {purchases.length === 0 ? (
        <div className={accountStyles.section}>
          <p>{intl.formatMessage(downloadsMessages.empty)}</p>
          <p>
            <Link to={localizePath('/', locale)}>{intl.formatMessage(downloadsMessages.shop)}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className={accountStyles.muted}>
            {intl.formatMessage(downloadsMessages.lifetime, { minutes: lifetimeMinutes })}
          </p>
          <TableFrame label={intl.formatMessage(downloadsMessages.title)}>
            <table className={styles.table}>
              <caption className={visuallyHidden}>
                {intl.formatMessage(downloadsMessages.title)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(downloadsMessages.product)}</th>
                  <th scope="col">{intl.formatMessage(downloadsMessages.file)}</th>
                  <th scope="col">{intl.formatMessage(downloadsMessages.order)}</th>
                  <th scope="col">{intl.formatMessage(downloadsMessages.downloads)}</th>
                  <th scope="col">{intl.formatMessage(downloadsMessages.state)}</th>
                  <th scope="col">{intl.formatMessage(downloadsMessages.download)}</th>
                </tr>
              </thead>
              <tbody>
                {purchases.map((purchase) => (
                  <tr key={purchase.id} data-testid="download-row">
                    <th scope="row">{purchase.productName}</th>
                    <td>{purchase.linkTitle}</td>
                    <td>
                      <Link
                        to={orders.order(purchase.orderId)}
                        aria-label={intl.formatMessage(downloadsMessages.viewOrder, {
                          number: purchase.orderId,
                        })}
                      >
                        {purchase.orderId}
                      </Link>
                    </td>
                    <td>
                      {purchase.maxDownloads === null || purchase.maxDownloads === undefined
                        ? intl.formatMessage(downloadsMessages.usedUnlimited, {
                            used: purchase.downloadsUsed,
                          })
                        : intl.formatMessage(downloadsMessages.used, {
                            used: purchase.downloadsUsed,
                            max: purchase.maxDownloads,
                          })}
                    </td>
                    <td>{intl.formatMessage(stateMessages[purchase.state])}</td>
                    <td>
                      {purchase.downloadUrl ? (
                        // A file served by the server, not a route: a plain anchor (spec §2 "Links").
                        <a
                          href={purchase.downloadUrl}
                          download
                          rel="nofollow noreferrer"
                          aria-label={intl.formatMessage(downloadsMessages.downloadLabel, {
                            file: purchase.linkTitle,
                            product: purchase.productName,
                          })}
                        >
                          {intl.formatMessage(downloadsMessages.download)}
                        </a>
                      ) : (
                        <span className={accountStyles.muted}>
                          {intl.formatMessage(downloadsMessages.none)}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </>
      )}
    </div>
  );
}

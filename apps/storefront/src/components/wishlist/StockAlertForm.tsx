import { useIntl } from 'react-intl';
import { Link, useFetcher } from 'react-router';

import { BotCheckField } from '../botCheck/BotCheckField';
import { useSignedInHint } from '../account/useSignedInHint';
import * as cartStyles from '../cart/cart.css';
import * as styles from './wishlist.css';
import { stockAlertMessages as m } from './stockAlertMessages';
import { noDiscovery } from '../../render/noDiscovery';

/** What `/stock-alert`'s action answers (its page without JavaScript, this fetcher with it). */
export type StockAlertAnswer =
  | { ok: true }
  | {
      ok: false;
      errorMessage: string | null;
      values: { email: string; sku: string; back: string };
    };

export interface StockAlertFormProps {
  sku: string;
  sitePath: (path: string) => string;
  /** A configurable product's choice (attribute code → value): the alert is for that variant. */
  selection?: Readonly<Record<string, string>>;
  /** Where the page without JavaScript goes back to. */
  back: string;
  /** The typed address to show again (after a refusal). */
  email?: string;
}

/**
 * "Prévenez-moi" / "Notify me" on an out-of-stock product (issue 17 item 3): a form posting to `/stock-alert`
 * (so it works without JavaScript). A guest gives an address and passes the bot check; a signed-in customer
 * (the signed-in hint, read after hydration) subscribes in one click with the account's address.
 */
export function StockAlertForm({
  sku,
  sitePath,
  selection = {},
  back,
  email = '',
}: StockAlertFormProps) {
  const intl = useIntl();
  const fetcher = useFetcher<StockAlertAnswer>();
  const signedIn = useSignedInHint();
  const answer = fetcher.data;
  const sending = fetcher.state !== 'idle';
  if (answer?.ok)
    return (
      <p role="status" className={cartStyles.notice} data-testid="stock-alert-done">
        {intl.formatMessage(m.done)}
      </p>
    );
  const error = answer && !answer.ok ? (answer.errorMessage ?? intl.formatMessage(m.failed)) : null;
  return (
    <fetcher.Form
      {...noDiscovery}
      method="post"
      action={sitePath('/stock-alert')}
      className={cartStyles.panel}
      data-testid="stock-alert-form"
      aria-labelledby="stock-alert-title"
    >
      <h2 id="stock-alert-title" className={cartStyles.subheading}>
        {intl.formatMessage(m.title)}
      </h2>
      <p>{intl.formatMessage(m.intro)}</p>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="back" value={back} />
      {Object.entries(selection).map(([code, value]) => (
        <input key={code} type="hidden" name={`super[${code}]`} value={value} />
      ))}
      {signedIn ? null : (
        <span className={styles.field}>
          <label htmlFor="stock-alert-email">{intl.formatMessage(m.email)}</label>
          <input
            id="stock-alert-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={answer && !answer.ok ? answer.values.email : email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'stock-alert-error' : undefined}
            className={styles.input}
          />
        </span>
      )}
      {error ? (
        <p id="stock-alert-error" role="alert" className={cartStyles.errorText}>
          {error}
        </p>
      ) : null}
      {signedIn ? null : <BotCheckField answer={answer} />}
      <button
        type="submit"
        className={cartStyles.secondaryAction}
        aria-disabled={sending || undefined}
      >
        {intl.formatMessage(sending ? m.sending : m.submit)}
      </button>
    </fetcher.Form>
  );
}

/** The link back to the product after the page without JavaScript. */
export function BackToProduct({ to }: { to: string }) {
  const intl = useIntl();
  return <Link to={to}>{intl.formatMessage(m.backToProduct)}</Link>;
}

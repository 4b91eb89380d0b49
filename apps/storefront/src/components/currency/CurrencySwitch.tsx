import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

import { usePageConfig } from '../../PageConfigProvider';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import * as styles from './currency.css';
import { currencyMessages as m } from './currencyMessages';
import { withoutCampaignParameters } from '../../navigation/campaignParameters';

const codes = ['EUR', 'GBP', 'CHF'] as const;

/**
 * The header's display currency choice (spec §1, §7; decision 0771): a small native form posted to the server,
 * which sets the choice's cookie and sends the browser back to this page — a full page load, before and after
 * hydration alike, so the converted prices come from the server HTML. Under it, when a currency other than the
 * euro is chosen, the one statement of the rate, its date and the rounding.
 */
export function CurrencySwitch() {
  const intl = useIntl();
  const { baseUrl, displayCurrency } = usePageConfig();
  const location = useLocation();
  const current = displayCurrency?.code ?? 'EUR';
  const root = baseUrl.replace(/\/$/, '');
  const action = `${root}${localizePath('/currency', intl.locale as SiteLocale)}`;
  return (
    <form method="post" action={action} className={styles.form} data-testid="currency-switch">
      <input
        type="hidden"
        name="redirect"
        value={`${root}${location.pathname}${withoutCampaignParameters(location.search)}`}
      />
      <label htmlFor="display-currency" className={styles.label}>
        {intl.formatMessage(m.label)}
      </label>
      <select
        id="display-currency"
        name="currency"
        defaultValue={current}
        className={styles.select}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {intl.formatMessage(m[code])}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button}>
        {intl.formatMessage(m.apply)}
      </button>
      {displayCurrency ? (
        <p className={styles.note} data-testid="currency-note">
          {intl.formatMessage(m.note, {
            code: displayCurrency.code,
            rate: intl.formatNumber(Number(displayCurrency.rate), { maximumFractionDigits: 6 }),
            date: intl.formatDate(displayCurrency.updatedOn, {
              dateStyle: 'long',
              timeZone: 'UTC',
            }),
          })}
        </p>
      ) : null}
    </form>
  );
}

/** The statement under cart and checkout totals when prices are shown in another currency. */
export function ChargedInEurosNote({ className }: { className?: string }) {
  const intl = useIntl();
  const { displayCurrency } = usePageConfig();
  if (!displayCurrency) return null;
  return (
    <p className={className} data-testid="charged-in-euros">
      {intl.formatMessage(m.chargedInEuros)}
    </p>
  );
}

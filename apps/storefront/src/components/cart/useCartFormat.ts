import { formatMoney } from '@truffe/ui/Price';
import { useIntl } from 'react-intl';

import { type SiteLocale } from '../../i18n/locales';

/** Cents as the site's money text ('12,50 €' / '€12.50'). */
export function useMoney(): (money: { amount: number; currency: string }) => string {
  const intl = useIntl();
  return (money) => formatMoney(money, intl.locale as SiteLocale);
}

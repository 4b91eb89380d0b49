import { defineMessages } from 'react-intl';

/** Messages of the display currency (issue 17 item 6; decision 0771); French in i18n/messages/fr-FR.json. */
export const currencyMessages = defineMessages({
  label: { id: 'currency.label', defaultMessage: 'Currency' },
  apply: { id: 'currency.apply', defaultMessage: 'Apply' },
  EUR: { id: 'currency.EUR', defaultMessage: 'Euro (€)' },
  GBP: { id: 'currency.GBP', defaultMessage: 'Pound sterling (£)' },
  CHF: { id: 'currency.CHF', defaultMessage: 'Swiss franc (CHF)' },
  note: {
    id: 'currency.note',
    defaultMessage:
      'Prices shown in {code} for information, at 1 € = {rate} {code} (rates of {date}), rounded to the nearest hundredth. You always pay in euros.',
  },
  chargedInEuros: {
    id: 'currency.chargedInEuros',
    defaultMessage:
      'Amounts in euros: your order is charged in euros (EUR), whatever the display currency.',
  },
});

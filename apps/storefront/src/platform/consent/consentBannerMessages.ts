import { defineMessages } from 'react-intl';

/**
 * The consent banner's texts and the footer's link to the preferences page: on every page, apart from the
 * preferences page's own (consentMessages.ts, decision 0906).
 */
export const consentBannerMessages = defineMessages({
  bannerTitle: { id: 'platform.consent.bannerTitle', defaultMessage: 'Your privacy choices' },
  bannerText: {
    id: 'platform.consent.bannerText',
    defaultMessage:
      '{siteName} would like to use audience measurement, a verified-reviews widget and performance monitoring. None of them is loaded unless you accept. You can change your mind at any time with the “Cookie preferences” link at the bottom of every page.',
  },
  acceptAll: { id: 'platform.consent.acceptAll', defaultMessage: 'Accept all' },
  refuseAll: { id: 'platform.consent.refuseAll', defaultMessage: 'Refuse all' },
  customise: { id: 'platform.consent.customise', defaultMessage: 'Choose purpose by purpose' },
  preferencesTitle: {
    id: 'platform.consent.preferencesTitle',
    defaultMessage: 'Cookie preferences',
  },
});

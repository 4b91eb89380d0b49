import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
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
  preferencesIntro: {
    id: 'platform.consent.preferencesIntro',
    defaultMessage:
      'Choose, purpose by purpose, what {siteName} may use. Your choices are kept for 13 months. Cookies the shop cannot work without (session, cart, these choices) are always on.',
  },
  purposesLegend: { id: 'platform.consent.purposesLegend', defaultMessage: 'Optional purposes' },
  analyticsLabel: { id: 'platform.consent.analyticsLabel', defaultMessage: 'Audience measurement' },
  analyticsHelp: {
    id: 'platform.consent.analyticsHelp',
    defaultMessage: 'Web analytics: which pages are visited, to improve the shop.',
  },
  reviewsLabel: { id: 'platform.consent.reviewsLabel', defaultMessage: 'Verified reviews' },
  reviewsHelp: {
    id: 'platform.consent.reviewsHelp',
    defaultMessage: 'Shows the reviews collected by an independent verified-reviews provider.',
  },
  performanceLabel: {
    id: 'platform.consent.performanceLabel',
    defaultMessage: 'Performance monitoring',
  },
  performanceHelp: {
    id: 'platform.consent.performanceHelp',
    defaultMessage: 'Measures loading times and errors through a monitoring provider.',
  },
  save: { id: 'platform.consent.save', defaultMessage: 'Save my choices' },
  saved: { id: 'platform.consent.saved', defaultMessage: 'Your choices are saved.' },
});

/** The consent page's document title per site (a head function has no message bundle; matches its `<h1>`). */
export const consentPageTitles = {
  'fr-FR': 'Préférences cookies',
  'en-GB': 'Cookie preferences',
} as const;

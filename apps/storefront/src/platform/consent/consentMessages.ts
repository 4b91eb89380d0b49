import { defineMessages } from 'react-intl';

import { consentBannerMessages } from './consentBannerMessages';

/** The consent preferences page's texts, with the banner's (consentBannerMessages.ts). */
export const consentMessages = {
  ...consentBannerMessages,
  ...defineMessages({
    preferencesIntro: {
      id: 'platform.consent.preferencesIntro',
      defaultMessage:
        'Choose, purpose by purpose, what {siteName} may use. Your choices are kept for 13 months. Cookies the shop cannot work without (session, cart, these choices) are always on.',
    },
    purposesLegend: { id: 'platform.consent.purposesLegend', defaultMessage: 'Optional purposes' },
    analyticsLabel: {
      id: 'platform.consent.analyticsLabel',
      defaultMessage: 'Audience measurement',
    },
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
  }),
};

/** The consent page's document title per site (a head function has no message bundle; matches its `<h1>`). */
export const consentPageTitles = {
  'fr-FR': 'Préférences cookies',
  'en-GB': 'Cookie preferences',
} as const;

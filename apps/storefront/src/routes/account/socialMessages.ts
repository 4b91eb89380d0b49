import { defineMessages } from 'react-intl';

/** Texts of social sign-in (issue 15 item 4; decision 0756): buttons, notices, the link and terms pages. */
export const socialMessages = defineMessages({
  continueWith: { id: 'account.social.continueWith', defaultMessage: 'Continue with {provider}' },
  or: { id: 'account.social.or', defaultMessage: 'or' },
  listLabel: { id: 'account.social.listLabel', defaultMessage: 'Sign in with another account' },
  socialDenied: {
    id: 'account.social.denied',
    defaultMessage: 'The sign-in was cancelled at the provider: nothing was shared with us.',
  },
  socialExpired: {
    id: 'account.social.expired',
    defaultMessage: 'This sign-in has expired or was already used: please start again.',
  },
  socialUnverified: {
    id: 'account.social.unverified',
    defaultMessage:
      'Your provider did not confirm your e-mail address: sign in with your password, or create an account.',
  },
  socialFailed: {
    id: 'account.social.failed',
    defaultMessage: 'Signing in through this provider did not work: please try again later.',
  },
  linkTitle: { id: 'account.social.linkTitle', defaultMessage: 'Link your account' },
  linkIntro: {
    id: 'account.social.linkIntro',
    defaultMessage:
      'An account already uses this e-mail address. Enter its password once to link it; afterwards the button is enough.',
  },
  linkSubmit: { id: 'account.social.linkSubmit', defaultMessage: 'Link and sign in' },
  linkRefused: {
    id: 'account.social.linkRefused',
    defaultMessage: 'Incorrect password, or too many attempts: try again in a few minutes.',
  },
  termsTitle: { id: 'account.social.termsTitle', defaultMessage: 'Create your account' },
  termsIntro: {
    id: 'account.social.termsIntro',
    defaultMessage:
      'Your provider confirmed your e-mail address. Accept the terms of sale to create your account.',
  },
  termsRequired: {
    id: 'account.social.termsRequired',
    defaultMessage: 'You must accept the terms and conditions of sale.',
  },
  termsSubmit: { id: 'account.social.termsSubmit', defaultMessage: 'Create my account' },
});

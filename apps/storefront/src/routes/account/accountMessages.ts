import { defineMessages } from 'react-intl';

import { signInMessages } from './signInMessages';

/** Texts of the account screens (issue 15): sign-in, registration, password request and reset, dashboard. */
export const accountMessages = defineMessages({
  ...signInMessages,
  loginTitle: { id: 'account.login.title', defaultMessage: 'Sign in' },
  forgotPassword: {
    id: 'account.login.forgotPassword',
    defaultMessage: 'Forgotten your password?',
  },
  newCustomer: { id: 'account.login.newCustomer', defaultMessage: 'New customer?' },
  createAccount: { id: 'account.login.createAccount', defaultMessage: 'Create an account' },
  sessionNeeded: {
    id: 'account.login.sessionNeeded',
    defaultMessage: 'Sign in to see your account.',
  },
  signedOut: { id: 'account.login.signedOut', defaultMessage: 'You are signed out.' },
  passwordChanged: {
    id: 'account.login.passwordChanged',
    defaultMessage: 'Your password has been changed: sign in with it.',
  },
  registerTitle: { id: 'account.register.title', defaultMessage: 'Create an account' },
  firstname: { id: 'account.field.firstname', defaultMessage: 'First name' },
  lastname: { id: 'account.field.lastname', defaultMessage: 'Last name' },
  passwordHelp: {
    id: 'account.field.passwordHelp',
    defaultMessage: 'At least 8 characters; a few words you will remember make a good one.',
  },
  newsletter: {
    id: 'account.register.newsletter',
    defaultMessage: 'Send me the newsletter (you can unsubscribe at any time)',
  },
  acceptCgv: {
    id: 'account.register.acceptCgv',
    defaultMessage: 'I accept the terms and conditions of sale',
  },
  readCgv: {
    id: 'account.register.readCgv',
    defaultMessage: 'Read the terms and conditions of sale (new tab)',
  },
  registerSubmit: { id: 'account.register.submit', defaultMessage: 'Create my account' },
  alreadyCustomer: {
    id: 'account.register.alreadyCustomer',
    defaultMessage: 'Already a customer?',
  },
  signInLink: { id: 'account.register.signInLink', defaultMessage: 'Sign in' },
  passwordRequestTitle: {
    id: 'account.passwordRequest.title',
    defaultMessage: 'Forgotten password',
  },
  passwordRequestIntro: {
    id: 'account.passwordRequest.intro',
    defaultMessage: 'Enter your e-mail address: we will send you a link to choose a new password.',
  },
  passwordRequestSubmit: {
    id: 'account.passwordRequest.submit',
    defaultMessage: 'Send the link',
  },
  backToLogin: { id: 'account.backToLogin', defaultMessage: 'Back to sign-in' },
  passwordResetTitle: {
    id: 'account.passwordReset.title',
    defaultMessage: 'Choose a new password',
  },
  newPassword: { id: 'account.field.newPassword', defaultMessage: 'New password' },
  passwordResetSubmit: {
    id: 'account.passwordReset.submit',
    defaultMessage: 'Save the password',
  },
  resetLinkIncomplete: {
    id: 'account.passwordReset.incomplete',
    defaultMessage: 'This link is incomplete: request a new reset link.',
  },
  requestNewLink: { id: 'account.passwordReset.requestNew', defaultMessage: 'Request a new link' },
  dashboardGreeting: { id: 'account.dashboard.greeting', defaultMessage: 'Hello {firstname}!' },
  dashboardIntro: {
    id: 'account.dashboard.intro',
    defaultMessage: 'Signed in as {email}.',
  },
  lastOrders: { id: 'account.dashboard.lastOrders', defaultMessage: 'My last orders' },
  lastOrdersSoon: {
    id: 'account.dashboard.lastOrdersSoon',
    defaultMessage: 'Your orders will be listed here.',
  },
  shortcuts: { id: 'account.dashboard.shortcuts', defaultMessage: 'Shortcuts' },
  shortcutCart: { id: 'account.dashboard.cart', defaultMessage: 'My cart' },
  shortcutQuickOrder: { id: 'account.dashboard.quickOrder', defaultMessage: 'Quick order' },
  shortcutShop: { id: 'account.dashboard.shop', defaultMessage: 'Continue shopping' },
  shortcutCgv: { id: 'account.dashboard.cgv', defaultMessage: 'Terms of sale' },
  signOutTitle: { id: 'account.signOut.title', defaultMessage: 'Sign out' },
});

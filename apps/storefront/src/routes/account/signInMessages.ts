import { defineMessages } from 'react-intl';

/**
 * The sign-in form's texts, in a module of their own: the checkout's `/checkout/login` shows the form without
 * the whole account area's messages (decision 0802: each page ships only what it shows).
 */
export const signInMessages = defineMessages({
  loginSubmit: { id: 'account.login.submit', defaultMessage: 'Sign in' },
  email: { id: 'account.field.email', defaultMessage: 'E-mail address' },
  password: { id: 'account.field.password', defaultMessage: 'Password' },
  showPassword: { id: 'account.field.showPassword', defaultMessage: 'Show password' },
  remember: { id: 'account.login.remember', defaultMessage: 'Stay signed in' },
  rememberHelp: {
    id: 'account.login.rememberHelp',
    defaultMessage: 'Not on a shared computer.',
  },
  unavailable: {
    id: 'account.unavailable',
    defaultMessage: 'The service is unavailable: please try again in a moment.',
  },
});

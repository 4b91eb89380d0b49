/**
 * E-mails of customer accounts, in the customer's language (queued in `email_outbox` by the operation that
 * decides to send them; src/email/mailer.ts).
 */
import type { SiteLocale } from '../config';
import type { OutgoingEmail } from '../email/mailer';
import { type Catalogue, createTranslator, type MessageValues } from '../i18n/translate';
import { escapeHtml } from '../email/escapeHtml';

const emailTexts = {
  welcomeSubject: {
    'fr-FR': 'Bienvenue chez Truffe : confirmez votre adresse e-mail',
    'en-GB': 'Welcome to Truffe: confirm your e-mail address',
  },
  welcomeBody: {
    'fr-FR':
      'Bonjour {firstname},\n\nVotre compte Truffe est créé. Pour confirmer votre adresse e-mail, ouvrez ce lien (valable 7 jours) puis appuyez sur « Confirmer mon adresse e-mail » :\n{link}',
    'en-GB':
      'Hello {firstname},\n\nYour Truffe account is ready. To confirm your e-mail address, open this link (valid for 7 days) and press “Confirm my e-mail address”:\n{link}',
  },
  proPendingBody: {
    'fr-FR':
      'Votre demande de compte professionnel est en cours d’examen : vos tarifs professionnels s’afficheront dès sa validation. En attendant, vous pouvez commander aux prix publics.',
    'en-GB':
      'Your professional account request is being reviewed: your professional prices will show once it is approved. Meanwhile you can order at public prices.',
  },
  accountExistsSubject: {
    'fr-FR': 'Votre compte Truffe',
    'en-GB': 'Your Truffe account',
  },
  accountExistsBody: {
    'fr-FR':
      'Bonjour,\n\nQuelqu’un (vous, peut-être) a voulu créer un compte Truffe avec cette adresse e-mail, qui en a déjà un. Connectez-vous, ou choisissez un nouveau mot de passe ici :\n{link}\n\nSi ce n’était pas vous, ignorez ce message.',
    'en-GB':
      'Hello,\n\nSomeone (perhaps you) tried to create a Truffe account with this e-mail address, which already has one. Sign in, or choose a new password here:\n{link}\n\nIf this was not you, ignore this message.',
  },
  resetSubject: {
    'fr-FR': 'Choisissez un nouveau mot de passe Truffe',
    'en-GB': 'Choose a new Truffe password',
  },
  resetBody: {
    'fr-FR':
      'Bonjour {firstname},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    'en-GB':
      'Hello {firstname},\n\nTo choose a new password, open this link (valid for 1 hour, once):\n{link}\n\nIf you did not ask for this, ignore this message: your password stays the same.',
  },
  proApprovedSubject: {
    'fr-FR': 'Votre compte professionnel Truffe est validé',
    'en-GB': 'Your Truffe professional account is approved',
  },
  proApprovedBody: {
    'fr-FR':
      'Bonjour {firstname},\n\nLe compte professionnel de {company} est validé : connectez-vous pour voir vos tarifs professionnels hors taxes.\n{link}',
    'en-GB':
      'Hello {firstname},\n\nThe professional account of {company} is approved: sign in to see your professional prices excluding tax.\n{link}',
  },
  proRefusedSubject: {
    'fr-FR': 'Votre demande de compte professionnel Truffe',
    'en-GB': 'Your Truffe professional account request',
  },
  proRefusedBody: {
    'fr-FR':
      'Bonjour {firstname},\n\nNous ne pouvons pas valider le compte professionnel de {company}.\nMotif : {reason}\n\nVotre compte reste un compte client : vous pouvez commander aux prix publics, ou nous écrire pour compléter votre demande.\n{link}',
    'en-GB':
      'Hello {firstname},\n\nWe cannot approve the professional account of {company}.\nReason: {reason}\n\nYour account stays a customer account: you can order at public prices, or write to us to complete your request.\n{link}',
  },
  emailChangeSubject: {
    'fr-FR': 'Confirmez votre nouvelle adresse e-mail Truffe',
    'en-GB': 'Confirm your new Truffe e-mail address',
  },
  emailChangeBody: {
    'fr-FR':
      'Bonjour {firstname},\n\nVous avez demandé que cette adresse devienne celle de votre compte Truffe. Pour confirmer, ouvrez ce lien (valable 24 heures, une seule fois) puis appuyez sur « Confirmer la nouvelle adresse » :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message : rien ne change.',
    'en-GB':
      'Hello {firstname},\n\nYou asked for this address to become the one of your Truffe account. To confirm, open this link (valid for 24 hours, once) and press “Confirm the new address”:\n{link}\n\nIf you did not ask for this, ignore this message: nothing changes.',
  },
  emailChangeTakenBody: {
    'fr-FR':
      'Bonjour,\n\nQuelqu’un (vous, peut-être) a demandé que cette adresse e-mail devienne celle d’un autre compte Truffe. Un compte Truffe existe déjà avec cette adresse : elle ne peut pas être celle d’un second compte, et rien ne change. Pour vous connecter à votre compte, ou choisir un nouveau mot de passe :\n{link}\n\nSi ce n’était pas vous, ignorez ce message.',
    'en-GB':
      'Hello,\n\nSomeone (perhaps you) asked for this e-mail address to become the one of another Truffe account. A Truffe account already exists with this address: it cannot be the one of a second account, and nothing changes. To sign in to your account, or choose a new password:\n{link}\n\nIf this was not you, ignore this message.',
  },
  emailChangeNoticeSubject: {
    'fr-FR': 'Changement d’adresse e-mail demandé sur votre compte Truffe',
    'en-GB': 'E-mail address change asked on your Truffe account',
  },
  emailChangeNoticeBody: {
    'fr-FR':
      'Bonjour {firstname},\n\nUn changement de l’adresse e-mail de votre compte Truffe a été demandé. Il ne prendra effet que s’il est confirmé depuis le lien envoyé à la nouvelle adresse ; jusque-là, cette adresse reste celle de votre compte.\n\nSi ce n’était pas vous, changez votre mot de passe dès maintenant : cela annule le changement demandé.\n{link}',
    'en-GB':
      'Hello {firstname},\n\nA change of the e-mail address of your Truffe account was asked. It only takes effect if it is confirmed from the link sent to the new address; until then, this address stays the one of your account.\n\nIf this was not you, change your password now: that cancels the change.\n{link}',
  },
} satisfies Catalogue;

const emailText = createTranslator(emailTexts);

/** The text as paragraphs, a line that is a link made clickable. */
function toHtml(text: string): string {
  return text
    .split('\n\n')
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) =>
          /^https?:\/\/\S+$/.test(line)
            ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
            : escapeHtml(line),
        )
        .join('<br>'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n');
}

function email(to: string, subject: string, text: string, dedupeKey?: string): OutgoingEmail {
  return { to, subject, text, html: toHtml(text), ...(dedupeKey ? { dedupeKey } : {}) };
}

type Body =
  | 'welcomeBody'
  | 'accountExistsBody'
  | 'resetBody'
  | 'proApprovedBody'
  | 'proRefusedBody'
  | 'emailChangeBody'
  | 'emailChangeTakenBody'
  | 'emailChangeNoticeBody';

function compose(
  locale: SiteLocale,
  subject: keyof typeof emailTexts,
  body: Body,
  values: MessageValues,
  extra?: string,
): { subject: string; text: string } {
  const text = emailText(locale, body, values);
  return {
    subject: emailText(locale, subject),
    text: extra ? `${text}\n\n${extra}` : text,
  };
}

/** Welcome, with the e-mail confirmation link (and, for a pro, that approval comes next). */
export function welcomeEmail(
  to: string,
  locale: SiteLocale,
  values: { firstname: string; link: string; pro: boolean },
): OutgoingEmail {
  const { subject, text } = compose(
    locale,
    'welcomeSubject',
    'welcomeBody',
    { firstname: values.firstname, link: values.link },
    values.pro ? emailText(locale, 'proPendingBody') : undefined,
  );
  return email(to, subject, text);
}

/** To the owner of an address someone tried to register again (at most one a day). */
export function accountExistsEmail(
  to: string,
  locale: SiteLocale,
  values: { link: string; dedupeKey: string },
): OutgoingEmail {
  const { subject, text } = compose(locale, 'accountExistsSubject', 'accountExistsBody', values);
  return email(to, subject, text, values.dedupeKey);
}

export function passwordResetEmail(
  to: string,
  locale: SiteLocale,
  values: { firstname: string; link: string },
): OutgoingEmail {
  const { subject, text } = compose(locale, 'resetSubject', 'resetBody', values);
  return email(to, subject, text);
}

export function proApprovedEmail(
  to: string,
  locale: SiteLocale,
  values: { firstname: string; company: string; link: string; dedupeKey: string },
): OutgoingEmail {
  const { subject, text } = compose(locale, 'proApprovedSubject', 'proApprovedBody', values);
  return email(to, subject, text, values.dedupeKey);
}

/** A pending pro refused by the staff, with their reason (the account stays a general customer's). */
export function proRefusedEmail(
  to: string,
  locale: SiteLocale,
  values: { firstname: string; company: string; reason: string; link: string; dedupeKey: string },
): OutgoingEmail {
  const { subject, text } = compose(locale, 'proRefusedSubject', 'proRefusedBody', values);
  return email(to, subject, text, values.dedupeKey);
}

/** To the new address of an e-mail change, with the link that makes the change (decision 0923). */
export function emailChangeEmail(
  to: string,
  locale: SiteLocale,
  values: { firstname: string; link: string },
): OutgoingEmail {
  const { subject, text } = compose(locale, 'emailChangeSubject', 'emailChangeBody', values);
  return email(to, subject, text);
}

/**
 * To the new address of an e-mail change when another account has it: no link that changes anything, only the
 * way to that account (at most one a day per account, like {@link accountExistsEmail}).
 */
export function emailChangeTakenEmail(
  to: string,
  locale: SiteLocale,
  values: { link: string; dedupeKey: string },
): OutgoingEmail {
  const { subject, text } = compose(locale, 'emailChangeSubject', 'emailChangeTakenBody', values);
  return email(to, subject, text, values.dedupeKey);
}

/** To the current address of an account whose e-mail change was asked: how to stop it. */
export function emailChangeNoticeEmail(
  to: string,
  locale: SiteLocale,
  values: { firstname: string; link: string },
): OutgoingEmail {
  const { subject, text } = compose(
    locale,
    'emailChangeNoticeSubject',
    'emailChangeNoticeBody',
    values,
  );
  return email(to, subject, text);
}

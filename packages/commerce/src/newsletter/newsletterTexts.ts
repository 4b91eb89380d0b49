/**
 * The words of the public newsletter (issue 17 item 4, decision 0772): the consent text shown beside the form
 * (served to the page and stored with each request, so the proof is the very text the visitor saw — RGPD
 * art. 7), the refusals, and the e-mails (confirmation link; the welcome message, first newsletter e-mail, with
 * the unsubscribe link every newsletter e-mail carries).
 */
import type { SiteLocale } from '../config';
import { escapeHtml } from '../email/escapeHtml';
import type { OutgoingEmail } from '../email/mailer';
import { type Catalogue, createTranslator } from '../i18n/translate';

const texts = {
  wording: {
    'fr-FR':
      'J’accepte de recevoir par e-mail la newsletter de Truffe : nouveautés, conseils et offres (environ deux fois par mois). Mon adresse n’est utilisée que pour cet envoi ; je peux me désabonner à tout moment par le lien présent dans chaque e-mail.',
    'en-GB':
      'I agree to receive the Truffe newsletter by e-mail: new products, advice and offers (about twice a month). My address is used for this only; I can unsubscribe at any time through the link in every e-mail.',
  },
  required: { 'fr-FR': 'Ce champ est obligatoire.', 'en-GB': 'This field is required.' },
  invalidEmail: {
    'fr-FR': 'Saisissez une adresse e-mail valide (exemple : nom@domaine.fr).',
    'en-GB': 'Enter a valid e-mail address (for example: name@example.com).',
  },
  invalidLink: {
    'fr-FR':
      'Ce lien n’est pas valide ou a expiré. Inscrivez-vous à nouveau depuis la page newsletter.',
    'en-GB': 'This link is not valid or has expired. Subscribe again from the newsletter page.',
  },
  greeting: { 'fr-FR': 'Bonjour,', 'en-GB': 'Hello,' },
  closing: { 'fr-FR': 'L’équipe Truffe', 'en-GB': 'The Truffe team' },
  confirmSubject: {
    'fr-FR': 'Truffe — confirmez votre inscription à la newsletter',
    'en-GB': 'Truffe — confirm your newsletter subscription',
  },
  confirmIntro: {
    'fr-FR':
      'Pour recevoir la newsletter de Truffe, confirmez votre inscription en suivant ce lien (valable 7 jours) :',
    'en-GB':
      'To receive the Truffe newsletter, confirm your subscription by following this link (valid for 7 days):',
  },
  confirmIgnore: {
    'fr-FR': 'Si vous n’avez rien demandé, ignorez ce message : vous ne serez pas inscrit.',
    'en-GB': 'If you did not ask for it, ignore this message: you will not be subscribed.',
  },
  welcomeSubject: {
    'fr-FR': 'Truffe — bienvenue dans notre newsletter',
    'en-GB': 'Truffe — welcome to our newsletter',
  },
  welcomeBody: {
    'fr-FR': 'Votre inscription est confirmée : vous recevrez nos prochaines nouvelles.',
    'en-GB': 'Your subscription is confirmed: you will receive our next news.',
  },
  unsubscribe: {
    'fr-FR': 'Se désabonner : {url}',
    'en-GB': 'Unsubscribe: {url}',
  },
} satisfies Catalogue;

export type NewsletterTextId = keyof typeof texts;
const text = createTranslator(texts);

/** A text of the newsletter in the locale. */
export function newsletterText(locale: SiteLocale, id: NewsletterTextId): string {
  return text(locale, id);
}

function render(
  locale: SiteLocale,
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string } | null,
): Omit<OutgoingEmail, 'dedupeKey'> {
  const lines = [text(locale, 'greeting'), '', ...paragraphs];
  const footer = link ? ['', link.label] : [];
  return {
    to,
    subject,
    text: [...lines, '', text(locale, 'closing'), ...footer].join('\n'),
    html: [
      `<!doctype html><html lang="${locale === 'fr-FR' ? 'fr' : 'en'}"><body>`,
      `<p>${escapeHtml(text(locale, 'greeting'))}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${escapeHtml(text(locale, 'closing'))}</p>`,
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
      '</body></html>',
    ].join('\n'),
  };
}

/** The double opt-in's e-mail: the confirmation link (one per request). */
export function confirmationEmail(input: {
  subscriptionId: number;
  locale: SiteLocale;
  to: string;
  confirmUrl: string;
}): OutgoingEmail {
  const t = (id: NewsletterTextId) => text(input.locale, id);
  return {
    dedupeKey: `newsletter-confirm:${input.subscriptionId}`,
    ...render(
      input.locale,
      input.to,
      t('confirmSubject'),
      [t('confirmIntro'), input.confirmUrl, t('confirmIgnore')],
      null,
    ),
  };
}

/**
 * A newsletter e-mail: the given subject and paragraphs, then the unsubscribe link of the subscription. Every
 * newsletter e-mail is made here, so none goes out without its link.
 */
export function newsletterEmail(input: {
  dedupeKey: string;
  locale: SiteLocale;
  to: string;
  subject: string;
  paragraphs: string[];
  unsubscribeUrl: string;
}): OutgoingEmail {
  return {
    dedupeKey: input.dedupeKey,
    ...render(input.locale, input.to, input.subject, input.paragraphs, {
      label: text(input.locale, 'unsubscribe', { url: input.unsubscribeUrl }),
      url: input.unsubscribeUrl,
    }),
  };
}

/** The first newsletter e-mail, sent when the subscription is confirmed. */
export function welcomeEmail(input: {
  subscriptionId: number;
  locale: SiteLocale;
  to: string;
  unsubscribeUrl: string;
}): OutgoingEmail {
  return newsletterEmail({
    dedupeKey: `newsletter-welcome:${input.subscriptionId}`,
    locale: input.locale,
    to: input.to,
    subject: text(input.locale, 'welcomeSubject'),
    paragraphs: [text(input.locale, 'welcomeBody')],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

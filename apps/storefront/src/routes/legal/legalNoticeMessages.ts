import { defineMessages } from 'react-intl';

/** The legal notice page (issue 20; LCEN art. 6-III). */
export const legalNoticeMessages = defineMessages({
  title: { id: 'legal.notice.title', defaultMessage: 'Legal notice' },
  publisher: { id: 'legal.notice.publisher', defaultMessage: 'Publisher' },
  company: {
    id: 'legal.notice.company',
    defaultMessage: '{company}, {legalForm} with a share capital of {capital}',
  },
  office: { id: 'legal.notice.office', defaultMessage: 'Registered office: {address}' },
  siret: { id: 'legal.notice.siret', defaultMessage: 'SIRET: {siret}' },
  rcs: { id: 'legal.notice.rcs', defaultMessage: 'Registration: {rcs}' },
  vatNumber: { id: 'legal.notice.vatNumber', defaultMessage: 'EU VAT number: {vatNumber}' },
  director: { id: 'legal.notice.director', defaultMessage: 'Director of publication' },
  host: { id: 'legal.notice.host', defaultMessage: 'Host' },
  hostPhone: { id: 'legal.notice.hostPhone', defaultMessage: 'Phone: {phone}' },
  contact: { id: 'legal.notice.contact', defaultMessage: 'Contact' },
  contactEmail: { id: 'legal.notice.contactEmail', defaultMessage: 'Write to us: {email}' },
  terms: { id: 'legal.notice.terms', defaultMessage: 'Terms of sale' },
  dataProtection: { id: 'legal.notice.dataProtection', defaultMessage: 'Data protection' },
});

/** The page's title per site, for its head (a head function has no message bundle at hand). */
export const legalNoticeTitles = { 'fr-FR': 'Mentions légales', 'en-GB': 'Legal notice' } as const;

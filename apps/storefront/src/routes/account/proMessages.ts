import { defineMessages } from 'react-intl';

/** Texts of the professional registration and of a pro account's status (issue 15 item 3). */
export const proMessages = defineMessages({
  title: { id: 'account.pro.title', defaultMessage: 'Create a professional account' },
  intro: {
    id: 'account.pro.intro',
    defaultMessage:
      'Breeders, groomers, vets, pet shops and boarding kennels: once our team has approved your account, you see your professional prices excluding tax.',
  },
  company: { id: 'account.pro.company', defaultMessage: 'Your company' },
  companyName: { id: 'account.pro.companyName', defaultMessage: 'Company name' },
  siret: { id: 'account.pro.siret', defaultMessage: 'SIRET number' },
  siretHelp: {
    id: 'account.pro.siretHelp',
    defaultMessage: '14 digits, spaces allowed, for example 443 061 841 00047.',
  },
  vatNumber: { id: 'account.pro.vatNumber', defaultMessage: 'Intra-EU VAT number' },
  vatNumberHelp: {
    id: 'account.pro.vatNumberHelp',
    defaultMessage: 'FR, a 2-digit key and your SIREN, for example FR 64 443061841.',
  },
  activity: { id: 'account.pro.activity', defaultMessage: 'Line of business' },
  activityChoose: { id: 'account.pro.activityChoose', defaultMessage: 'Choose your activity' },
  breeder: { id: 'account.pro.activity.breeder', defaultMessage: 'Breeder' },
  groomer: { id: 'account.pro.activity.groomer', defaultMessage: 'Groomer' },
  vet: { id: 'account.pro.activity.vet', defaultMessage: 'Vet' },
  pet_shop: { id: 'account.pro.activity.pet_shop', defaultMessage: 'Pet shop' },
  boarding: { id: 'account.pro.activity.boarding', defaultMessage: 'Boarding kennel' },
  phone: { id: 'account.pro.phone', defaultMessage: 'Business phone' },
  address: { id: 'account.pro.address', defaultMessage: 'Business address' },
  you: { id: 'account.pro.you', defaultMessage: 'Your sign-in details' },
  submit: { id: 'account.pro.submit', defaultMessage: 'Create my professional account' },
  approvalNote: {
    id: 'account.pro.approvalNote',
    defaultMessage:
      'Our team checks your details within 48 hours. Until then you can sign in and buy at public prices.',
  },
  registerLinkQuestion: {
    id: 'account.pro.registerLinkQuestion',
    defaultMessage: 'Are you a professional?',
  },
  registerLink: {
    id: 'account.pro.registerLink',
    defaultMessage: 'Create a professional account',
  },
  shopperLink: {
    id: 'account.pro.shopperLink',
    defaultMessage: 'Not a professional? Create a customer account',
  },
  pendingTitle: {
    id: 'account.pro.pendingTitle',
    defaultMessage: 'Professional account awaiting approval',
  },
  pendingText: {
    id: 'account.pro.pendingText',
    defaultMessage:
      'We are checking the details of {company}. Your professional prices appear as soon as your account is approved; until then you buy at public prices.',
  },
  approvedTitle: { id: 'account.pro.approvedTitle', defaultMessage: 'Professional account' },
  approvedText: {
    id: 'account.pro.approvedText',
    defaultMessage:
      '{company}: your professional prices are shown excluding tax, with the price including tax beside them.',
  },
});

/** The activities of a professional registration, in the order the form offers them. */
export const proActivityChoices = ['breeder', 'groomer', 'vet', 'pet_shop', 'boarding'] as const;

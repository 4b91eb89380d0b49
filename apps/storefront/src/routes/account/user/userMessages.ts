import { defineMessages } from 'react-intl';

/** Messages of the account area's pages (issue 15 item 6); French in i18n/messages/fr-FR.json. */
export const userMessages = defineMessages({
  informationTitle: { id: 'account.user.information.title', defaultMessage: 'My information' },
  nameLegend: { id: 'account.user.information.name', defaultMessage: 'My name' },
  saveName: { id: 'account.user.information.saveName', defaultMessage: 'Save my name' },
  emailLegend: { id: 'account.user.information.email', defaultMessage: 'My e-mail address' },
  newEmail: { id: 'account.user.information.newEmail', defaultMessage: 'New e-mail address' },
  emailPassword: {
    id: 'account.user.information.emailPassword',
    defaultMessage: 'Current password',
  },
  emailHelp: {
    id: 'account.user.information.emailHelp',
    defaultMessage:
      'You sign in with this address. To change it we ask for your password, then send a link to the new address: the change is made from that link.',
  },
  pendingEmail: {
    id: 'account.user.information.pendingEmail',
    defaultMessage:
      'Waiting for confirmation: {email}. Open the link sent to this address to make it the one of your account.',
  },
  saveEmail: { id: 'account.user.information.saveEmail', defaultMessage: 'Change my e-mail' },
  passwordLegend: { id: 'account.user.information.password', defaultMessage: 'My password' },
  currentPassword: {
    id: 'account.user.information.currentPassword',
    defaultMessage: 'Current password',
  },
  newPassword: { id: 'account.user.information.newPassword', defaultMessage: 'New password' },
  newPasswordHelp: {
    id: 'account.user.information.newPasswordHelp',
    defaultMessage:
      'At least 8 characters. Your other devices are signed out; this one stays signed in.',
  },
  savePassword: {
    id: 'account.user.information.savePassword',
    defaultMessage: 'Change my password',
  },
  addressBookTitle: { id: 'account.user.addressBook.title', defaultMessage: 'Address book' },
  noAddress: {
    id: 'account.user.addressBook.empty',
    defaultMessage: 'You have no saved address yet.',
  },
  addAddress: { id: 'account.user.addressBook.add', defaultMessage: 'Add an address' },
  newAddressTitle: { id: 'account.user.addressBook.newTitle', defaultMessage: 'New address' },
  editAddressTitle: {
    id: 'account.user.addressBook.editTitle',
    defaultMessage: 'Edit the address',
  },
  saveAddress: { id: 'account.user.addressBook.save', defaultMessage: 'Save the address' },
  cancel: { id: 'account.user.addressBook.cancel', defaultMessage: 'Back to my addresses' },
  edit: { id: 'account.user.addressBook.edit', defaultMessage: 'Edit' },
  editLabel: {
    id: 'account.user.addressBook.editLabel',
    defaultMessage: 'Edit the address {name}',
  },
  delete: { id: 'account.user.addressBook.delete', defaultMessage: 'Delete' },
  deleteLabel: {
    id: 'account.user.addressBook.deleteLabel',
    defaultMessage: 'Delete the address {name}',
  },
  deleteTitle: {
    id: 'account.user.addressBook.deleteTitle',
    defaultMessage: 'Delete this address?',
  },
  deleteConfirm: {
    id: 'account.user.addressBook.deleteConfirm',
    defaultMessage: 'Yes, delete this address',
  },
  addressList: { id: 'account.user.addressBook.list', defaultMessage: 'My addresses' },
  defaultBilling: {
    id: 'account.user.addressBook.defaultBilling',
    defaultMessage: 'Default billing address',
  },
  defaultShipping: {
    id: 'account.user.addressBook.defaultShipping',
    defaultMessage: 'Default delivery address',
  },
  useForBilling: {
    id: 'account.user.addressBook.useForBilling',
    defaultMessage: 'Use for billing by default',
  },
  useForShipping: {
    id: 'account.user.addressBook.useForShipping',
    defaultMessage: 'Use for delivery by default',
  },
  useForBillingLabel: {
    id: 'account.user.addressBook.useForBillingLabel',
    defaultMessage: 'Use the address {name} for billing by default',
  },
  useForShippingLabel: {
    id: 'account.user.addressBook.useForShippingLabel',
    defaultMessage: 'Use the address {name} for delivery by default',
  },
  makeDefaultBilling: {
    id: 'account.user.addressBook.makeDefaultBilling',
    defaultMessage: 'Make it my default billing address',
  },
  makeDefaultShipping: {
    id: 'account.user.addressBook.makeDefaultShipping',
    defaultMessage: 'Make it my default delivery address',
  },
  addressNotFound: {
    id: 'account.user.addressBook.notFound',
    defaultMessage: 'This address could not be found in your address book.',
  },
  newsletterTitle: { id: 'account.user.newsletter.title', defaultMessage: 'Newsletter' },
  subscribedSince: {
    id: 'account.user.newsletter.subscribedSince',
    defaultMessage: 'You are subscribed to the newsletter since {date}.',
  },
  unsubscribedSince: {
    id: 'account.user.newsletter.unsubscribedSince',
    defaultMessage: 'You are not subscribed to the newsletter (your choice of {date}).',
  },
  neverChosen: {
    id: 'account.user.newsletter.neverChosen',
    defaultMessage: 'You are not subscribed to the newsletter.',
  },
  subscribe: { id: 'account.user.newsletter.subscribe', defaultMessage: 'Subscribe' },
  unsubscribe: { id: 'account.user.newsletter.unsubscribe', defaultMessage: 'Unsubscribe' },
  noticeNameSaved: { id: 'account.user.notice.nameSaved', defaultMessage: 'Your name is saved.' },
  noticeEmailChangeRecorded: {
    id: 'account.user.notice.emailChangeRecorded',
    defaultMessage:
      'Request recorded: open the link sent to the new address to confirm the change. Until then, the address of your account stays the same.',
  },
  noticePasswordChanged: {
    id: 'account.user.notice.passwordChanged',
    defaultMessage: 'Your password is changed. Your other devices are signed out.',
  },
  noticeAddressAdded: {
    id: 'account.user.notice.addressAdded',
    defaultMessage: 'The address is added to your address book.',
  },
  noticeAddressSaved: {
    id: 'account.user.notice.addressSaved',
    defaultMessage: 'The address is saved.',
  },
  noticeAddressDeleted: {
    id: 'account.user.notice.addressDeleted',
    defaultMessage: 'The address is deleted.',
  },
  noticeDefaultSaved: {
    id: 'account.user.notice.defaultSaved',
    defaultMessage: 'Your default address is saved.',
  },
  noticeSubscribed: {
    id: 'account.user.notice.subscribed',
    defaultMessage: 'You are subscribed to the newsletter. Thank you!',
  },
  noticeUnsubscribed: {
    id: 'account.user.notice.unsubscribed',
    defaultMessage: 'You are unsubscribed from the newsletter.',
  },
  dashboardInformation: {
    id: 'account.user.dashboard.information',
    defaultMessage: 'My information',
  },
  dashboardAddressBook: {
    id: 'account.user.dashboard.addressBook',
    defaultMessage: 'My address book',
  },
  dashboardNewsletter: { id: 'account.user.dashboard.newsletter', defaultMessage: 'My newsletter' },
});

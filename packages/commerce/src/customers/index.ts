/** Customer accounts (issue 15; decision 0750): what the GraphQL layer, the screens and the staff tools call. */
export {
  createAddress,
  type CustomerAddressView,
  deleteAddress,
  getAddress,
  listAddresses,
  maxAddresses,
  updateAddress,
} from './addresses';
export { approvePro } from './approvePro';
export {
  currentCgvVersion,
  type CustomerDeps,
  customerDepsOf,
  defaultSessionPolicy,
  defaultThrottlePolicy,
  type SessionPolicy,
  type ThrottlePolicy,
} from './context';
export { changePassword } from './credentials';
export {
  confirmEmailChange,
  emailChangeLinkIsLive,
  emailChangePath,
  pendingEmailChange,
  requestEmailChange,
} from './emailChange';
export { type CustomerView, findCustomerById } from './customerRecord';
export { CustomerError, type CustomerFieldProblem, customerMessage } from './messages';
export {
  newsletterStatus,
  type NewsletterStatus,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from './newsletter';
export { maxPasswordLength, minPasswordLength } from './passwordPolicy';
export {
  requestPasswordReset,
  resetPassword,
  verificationLinkIsLive,
  verifyEmail,
} from './passwordReset';
export { register, type RegisterInput, registerPro, type RegisterProInput } from './registration';
export { proActivities, type CustomerGroup, type ProActivity, type ProStatus } from './schema';
export {
  createSession,
  endOtherSessions,
  endSession,
  isLiveSession,
  type NewSession,
  readSession,
  type SessionInfo,
} from './sessions';
export { signIn, type SignInInput, type SignInRequest, type SignInResult } from './signIn';
export { identifyCustomer, setViewer, type Viewer, viewerOf } from './viewer';
export { type CartClaim, claimCartAtSignIn } from '../cart/customerCart';

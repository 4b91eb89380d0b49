/** Social sign-in with OpenID Connect (issue 15 item 4; decision 0756). */
export {
  type SocialProvider,
  type SocialProviderId,
  socialProviderIds,
  socialProvidersFromEnv,
} from './providers';
export {
  type Awaiting,
  completeSocialRegistration,
  finishSocialSignIn,
  linkSocialIdentity,
  pendingSocialSignIn,
  type SocialCallbackOutcome,
  type SocialCompletion,
  type SocialFailure,
  type SocialSignInDeps,
  startSocialSignIn,
} from './socialSignIn';

/** The bot check of the public forms (issue 15 item 8; decision 0756). */
export { createAltchaAdapter, type AltchaOptions } from './altcha';
export {
  checkBot,
  type BotCheckRequest,
  type BotCheckResult,
  defaultUnsolvedPerHour,
} from './check';
export { botCheckMessage, type BotCheckMessageId } from './messages';
export {
  BotCheckConfigError,
  botCheckFromEnv,
  type BotCheckSettings,
  currentBotCheck,
  useBotCheck,
} from './settings';
export {
  createTurnstileAdapter,
  turnstileVerifyRequest,
  turnstileVerifyUrl,
  type TurnstileOptions,
} from './turnstile';
export type { BotCheckAdapter, BotCheckVerdict, ChallengeMaker } from './types';

/**
 * The bot check as the GraphQL resolvers run it (decision 0756): the mutation's optional `botCheck` argument
 * (the widget's response, missing when the page had no JavaScript) checked with the process's bot check and
 * the client address the server trusts. Answers null when the form may go on, else the translated refusal.
 */
import type { GraphQLContext } from '@truffe/graphql/context';

import { customerSessionOf } from '../customers/resolvers';
import { servicesOf } from '../store/requestContext';
import { checkBot } from './check';
import { botCheckMessage } from './messages';
import { currentBotCheck } from './settings';

export async function botCheckRefusal(
  context: GraphQLContext,
  response: string | null | undefined,
): Promise<string | null> {
  const services = servicesOf(context);
  const settings = currentBotCheck();
  const result = await checkBot(services.db, settings.adapter, response, {
    clientAddress: customerSessionOf(context).clientAddress,
    unsolvedPerHour: settings.unsolvedPerHour,
  });
  return result.ok ? null : botCheckMessage(services.locale, result.messageId);
}

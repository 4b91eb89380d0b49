/**
 * The public newsletter in GraphQL (issue 17 item 4): the consent text, the request (with the bot check of the
 * public forms, decision 0756), its confirmation and the withdrawal by token. Private answers, never cached.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { botCheckRefusal } from '../botCheck/guard';
import { privateServicesOf } from '../cart/session';
import { servicesOf } from '../store/requestContext';
import {
  confirmSubscription,
  type NewsletterDeps,
  NewsletterError,
  newsletterWording,
  requestSubscription,
  unsubscribeByToken,
} from './subscriptions';

function depsOf(context: GraphQLContext): NewsletterDeps {
  const services = privateServicesOf(context);
  return { db: services.db, shopUrl: services.config.url };
}

async function answering(context: GraphQLContext, work: () => Promise<unknown>) {
  try {
    await work();
    void servicesOf(context)
      .mailer?.deliverQueued()
      .catch(() => undefined);
    return { success: true, errorMessage: null, fieldErrors: [] };
  } catch (error) {
    if (!(error instanceof NewsletterError)) throw error;
    const message = error.messageIn(servicesOf(context).locale);
    return {
      success: false,
      errorMessage: message,
      fieldErrors: error.field ? [{ field: error.field, message }] : [],
    };
  }
}

export const newsletterResolvers: Resolvers = {
  Query: {
    newsletterConsentWording: (_parent, _args, context) =>
      newsletterWording(servicesOf(context).locale),
  },
  Mutation: {
    requestNewsletterSubscription: async (_parent, args, context) => {
      const deps = depsOf(context);
      const refusal = await botCheckRefusal(context, args.botCheck);
      if (refusal)
        return {
          success: false,
          errorMessage: refusal,
          fieldErrors: [{ field: 'botCheck', message: refusal }],
        };
      return answering(context, () =>
        requestSubscription(deps, { email: args.email, locale: servicesOf(context).locale }),
      );
    },
    confirmNewsletterSubscription: (_parent, args, context) =>
      answering(context, () => confirmSubscription(depsOf(context), args.token)),
    unsubscribeNewsletterByToken: (_parent, args, context) =>
      answering(context, () => unsubscribeByToken(depsOf(context), args.token)),
  },
};

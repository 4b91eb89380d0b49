/**
 * `/orders/` (spec §2, main layout; decision 0919): a guest follows an order placed without an account, by its
 * number and e-mail address — the form works without JavaScript (route action). A signed-in customer is sent
 * to the account's order list. Personal: never cached, never indexed.
 */
import {
  FindGuestOrderMutationDocument,
  MeQueryDocument,
  type FindGuestOrderMutationMutation,
} from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
} from 'react-router';

import { localizePath, type SiteLocale } from '../../i18n/locales';
import { PlacedOrderDetails } from '../../components/checkout/PlacedOrderDetails';
import { personalPageHandle } from '../../seo/personalPageHead';
import * as accountStyles from '../account/account.css';
import { orderStatus } from '../account/orders/orderFormat';
import { UserFormAlert, useUserForm } from '../account/user/UserFormParts';
import { formValues, mutate, refused, type UserFormRefusal } from '../account/user/userForms';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { privateQuery } from '../checkout/privateQuery';
import { guestOrderMessages as m } from './guestOrderMessages';

type FoundOrder = NonNullable<FindGuestOrderMutationMutation['findGuestOrder']['order']>;

/** What the lookup's action answers its screen: the order, or the account forms' refusal. */
export type GuestOrderAnswer = { ok: true; order: FoundOrder } | UserFormRefusal;

/** The form's `intent` (the account forms' refusal and state are told apart by it). */
const intent = 'lookup';

const titles = { 'fr-FR': 'Suivre une commande', 'en-GB': 'Track an order' } satisfies Record<
  SiteLocale,
  string
>;

async function guestOrderAction({ request, context }: ActionFunctionArgs) {
  const values = await formValues(request);
  const typed = {
    number: (values.number ?? '').slice(0, 100),
    email: (values.email ?? '').slice(0, 320),
  };
  const result = await mutate(context, FindGuestOrderMutationDocument, typed);
  const answer = result?.findGuestOrder ?? null;
  if (answer?.success && answer.order)
    return { ok: true, order: answer.order } satisfies GuestOrderAnswer;
  return refused(intent, typed, answer);
}

export function GuestOrderScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const answer = useActionData<GuestOrderAnswer | undefined>();
  const { refusal, submitting, value, error } = useUserForm(intent);
  return (
    <div className={accountStyles.screen} data-testid="guest-order">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.title)}</h1>
      {answer?.ok ? (
        <>
          <h2 className={accountStyles.subtitle} data-testid="guest-order-number">
            {intl.formatMessage(m.found, { number: answer.order.number })}
          </h2>
          <p role="status" className={accountStyles.notice} data-testid="guest-order-status">
            {intl.formatMessage(m.status, { status: orderStatus(intl, answer.order.status) })}
          </p>
          <PlacedOrderDetails order={answer.order} headingId="guest-order-summary" />
          <p>
            <Link to={localizePath('/orders/', locale)}>{intl.formatMessage(m.another)}</Link>
          </p>
        </>
      ) : (
        <>
          <p className={accountStyles.muted}>{intl.formatMessage(m.intro)}</p>
          <p className={accountStyles.muted}>
            {intl.formatMessage(m.account, {
              signIn: (
                <Link key="sign-in" to={localizePath('/login', locale)}>
                  {intl.formatMessage(m.signIn)}
                </Link>
              ),
            })}
          </p>
          <UserFormAlert refusal={refusal} />
          <Form method="post" className={accountStyles.form} noValidate>
            <input type="hidden" name="intent" value={intent} />
            <TextInput
              label={intl.formatMessage(m.number)}
              name="number"
              required
              autoComplete="off"
              maxLength={20}
              help={intl.formatMessage(m.numberHelp)}
              defaultValue={value('number')}
              error={error('number')}
            />
            <TextInput
              label={intl.formatMessage(m.email)}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={value('email')}
              error={error('email')}
            />
            <div>
              <Button type="submit" pending={submitting}>
                {intl.formatMessage(m.submit)}
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

/** The lazy route `/orders/` of a site. */
export function guestOrderRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context }: LoaderFunctionArgs) => {
      const { me } = await privateQuery(context, MeQueryDocument, {});
      if (me) throw redirect(localizePath('/user/orders/', locale));
      return null;
    },
    action: guestOrderAction,
    Component: GuestOrderScreen,
    handle: personalPageHandle(titles),
  };
}

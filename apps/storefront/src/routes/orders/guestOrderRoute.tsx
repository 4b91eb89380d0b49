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
  data,
  Form,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useNavigation,
} from 'react-router';

import { isRateLimited } from '../../data/rateLimited';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { PlacedOrderDetails } from '../../components/checkout/PlacedOrderDetails';
import { personalPageHandle } from '../../seo/personalPageHead';
import * as accountStyles from '../account/account.css';
import { orderStatus } from '../account/orders/orderFormat';
import { formValues, mutate } from '../account/user/userForms';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { privateQuery } from '../checkout/privateQuery';
import { guestOrderMessages as m } from './guestOrderMessages';

type FoundOrder = NonNullable<FindGuestOrderMutationMutation['findGuestOrder']['order']>;

/** What the lookup's action answers its screen. */
export type GuestOrderAnswer =
  | { ok: true; order: FoundOrder }
  | {
      ok: false;
      errorMessage: string | null;
      fieldErrors: Record<string, string>;
      values: { number: string; email: string };
    };

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
  return data<GuestOrderAnswer>(
    {
      ok: false,
      errorMessage: answer?.errorMessage ?? null,
      fieldErrors: Object.fromEntries(
        (answer?.fieldErrors ?? []).map(({ field, message }) => [field, message]),
      ),
      values: typed,
    },
    { status: answer ? (isRateLimited(answer) ? 429 : 422) : 503 },
  );
}

export function GuestOrderScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const answer = useActionData<GuestOrderAnswer | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const refusal = answer && !answer.ok ? answer : null;
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
          {refusal ? (
            <p className={accountStyles.alert} role="alert" data-testid="guest-order-error">
              {refusal.errorMessage ?? intl.formatMessage(m.unavailable)}
            </p>
          ) : null}
          <Form method="post" className={accountStyles.form} noValidate>
            <TextInput
              label={intl.formatMessage(m.number)}
              name="number"
              required
              autoComplete="off"
              maxLength={20}
              help={intl.formatMessage(m.numberHelp)}
              defaultValue={refusal?.values.number}
              error={refusal?.fieldErrors.number}
            />
            <TextInput
              label={intl.formatMessage(m.email)}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={refusal?.values.email}
              error={refusal?.fieldErrors.email}
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

/**
 * The in-stock alert's routes (issue 17 item 3): `/stock-alert` takes the product page's "Notify me" form (its
 * page, without JavaScript, says it is done or shows the form again with the refusal beside the field), and
 * `/stock-alert/unsubscribe/:token` — the e-mail's link — asks to confirm and ends the alert with a POST (a mail
 * scanner that opens links changes nothing). Both personal (`no-store`) and never indexed.
 */
import {
  SubscribeStockAlertMutationDocument,
  UnsubscribeStockAlertMutationDocument,
} from '@truffe/graphql/documents';
import { useIntl } from 'react-intl';
import { type ActionFunctionArgs, data, Form, useActionData } from 'react-router';

import * as cartStyles from '../../components/cart/cart.css';
import {
  BackToProduct,
  StockAlertForm,
  type StockAlertAnswer,
} from '../../components/wishlist/StockAlertForm';
import { stockAlertMessages as m } from '../../components/wishlist/stockAlertMessages';
import { safeReturnPath } from '../../data/mutationAction';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { personalPageHandle } from '../../seo/personalPageHead';
import * as accountStyles from '../account/account.css';
import { mutate } from '../account/user/userForms';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { selectionOf } from './wishlistPaths';

const titles = {
  alert: { 'fr-FR': 'Rupture de stock', 'en-GB': 'Out of stock' },
  unsubscribe: { 'fr-FR': 'Alerte de stock', 'en-GB': 'Stock alert' },
} satisfies Record<string, Record<SiteLocale, string>>;

function stockAlertAction(locale: SiteLocale) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const text = (name: string, max: number) => String(form.get(name) ?? '').slice(0, max);
    const values = {
      sku: text('sku', 64),
      email: text('email', 254),
      back: safeReturnPath(text('back', 2000), localizePath('/', locale)),
    };
    const result = await mutate(context, SubscribeStockAlertMutationDocument, {
      input: {
        sku: values.sku,
        email: values.email || null,
        botCheck: text('botCheck', 10_000) || null,
        selectedOptions: selectionOf(form as unknown as Iterable<[string, string]>),
      },
    });
    const answer = result?.subscribeStockAlert ?? null;
    if (answer?.success) return { ok: true } satisfies StockAlertAnswer;
    return data<StockAlertAnswer>(
      { ok: false, errorMessage: answer?.errorMessage ?? null, values },
      { status: answer ? 422 : 503 },
    );
  };
}

/** `/stock-alert` without JavaScript: the result of the product page's form. */
function StockAlertScreen() {
  const intl = useIntl();
  const answer = useActionData<StockAlertAnswer | undefined>();
  const sitePath = (path: string) => localizePath(path, intl.locale as SiteLocale);
  return (
    <div className={accountStyles.screen} data-testid="stock-alert-page">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.title)}</h1>
      {answer?.ok ? (
        <p className={accountStyles.notice} role="status" data-testid="stock-alert-done">
          {intl.formatMessage(m.done)}
        </p>
      ) : answer ? (
        <>
          <p className={accountStyles.alert} role="alert">
            {answer.errorMessage ?? intl.formatMessage(m.failed)}
          </p>
          <StockAlertForm
            sku={answer.values.sku}
            sitePath={sitePath}
            back={answer.values.back}
            email={answer.values.email}
          />
          <BackToProduct to={answer.values.back} />
        </>
      ) : (
        <BackToProduct to={sitePath('/')} />
      )}
    </div>
  );
}

export function stockAlertRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    action: stockAlertAction(locale),
    Component: StockAlertScreen,
    handle: personalPageHandle(titles.alert),
  };
}

type UnsubscribeAnswer = { ok: true } | { ok: false; errorMessage: string | null };

function UnsubscribeScreen() {
  const intl = useIntl();
  const answer = useActionData<UnsubscribeAnswer | undefined>();
  return (
    <div className={accountStyles.screen} data-testid="stock-alert-unsubscribe">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.unsubscribeTitle)}</h1>
      {answer?.ok ? (
        <p className={accountStyles.notice} role="status">
          {intl.formatMessage(m.unsubscribed)}
        </p>
      ) : (
        <>
          {answer ? (
            <p className={accountStyles.alert} role="alert">
              {answer.errorMessage ?? intl.formatMessage(m.failed)}
            </p>
          ) : null}
          <p>{intl.formatMessage(m.unsubscribeAsk)}</p>
          <Form method="post">
            <button type="submit" className={cartStyles.primaryAction}>
              {intl.formatMessage(m.unsubscribeSubmit)}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

export function stockAlertUnsubscribeRoute(): LazyScreenRoute {
  return {
    action: async ({ params, context }: ActionFunctionArgs) => {
      const result = await mutate(context, UnsubscribeStockAlertMutationDocument, {
        token: (params.token ?? '').slice(0, 100),
      });
      const answer = result?.unsubscribeStockAlert ?? null;
      if (answer?.success) return { ok: true } satisfies UnsubscribeAnswer;
      return data<UnsubscribeAnswer>(
        { ok: false, errorMessage: answer?.errorMessage ?? null },
        { status: answer ? 422 : 503 },
      );
    },
    Component: UnsubscribeScreen,
    handle: personalPageHandle(titles.unsubscribe),
  };
}

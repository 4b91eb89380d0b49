import { type UserReturnFormQueryQuery } from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { RadioGroup } from '@truffe/ui/RadioGroup';
import { Select } from '@truffe/ui/Select';
import { Textarea } from '@truffe/ui/Textarea';
import { useIntl } from 'react-intl';
import { Form, useLoaderData } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { ordersPaths } from '../orders/ordersPaths';
import { UserFormAlert, useUserForm } from '../user/UserFormParts';
import * as styles from './afterSales.css';
import { returnConditionMessages, returnReasonMessages } from './afterSalesFormat';
import { afterSalesMessages as m } from './afterSalesMessages';

type Me = NonNullable<UserReturnFormQueryQuery['me']>;
export interface ReturnFormData {
  me: Me;
  order: NonNullable<Me['returnableOrder']>;
}

/** Longest comment the server keeps (returns.ts, maxReturnCommentLength). */
const maxComment = 2000;

/**
 * `/user/orders/:orderId/returns/create` (spec §2, issue 16 item 4): one group per order line — how many units
 * to send back (at most what can be: shipped less already being returned), the reason and the condition — then
 * the resolution wished and a comment. A plain form (works without JavaScript); a refusal comes back above it
 * with the server's translated message and the choices kept.
 */
export function ReturnCreateScreen() {
  const intl = useIntl();
  const { order } = useLoaderData<ReturnFormData>();
  const form = useUserForm('return');
  const paths = ordersPaths(intl.locale as SiteLocale);
  const options = (table: Record<string, Parameters<typeof intl.formatMessage>[0]>) =>
    Object.entries(table).map(([value, message]) => ({
      value,
      label: intl.formatMessage(message),
    }));
  const reasons = options(returnReasonMessages);
  const conditions = options(returnConditionMessages);
  return (
    <div className={accountStyles.screen} data-testid="return-create">
      <h1 className={accountStyles.title}>
        {intl.formatMessage(m.createTitle, { number: order.order_id })}
      </h1>
      <p className={accountStyles.muted}>{intl.formatMessage(m.createIntro)}</p>
      <UserFormAlert refusal={form.refusal} />
      <Form method="post" className={accountStyles.form}>
        <input type="hidden" name="intent" value="return" />
        {order.lines.map((line) => {
          const legendId = `return-line-${line.id}`;
          return (
            <fieldset key={line.id} className={styles.line} aria-labelledby={legendId}>
              <legend id={legendId} className={styles.legend}>
                {intl.formatMessage(m.lineLegend, { name: line.name, sku: line.sku })}
                {line.options.length > 0
                  ? ` — ${line.options.map((option) => intl.formatMessage(m.optionValue, option)).join(', ')}`
                  : ''}
              </legend>
              {line.returnable === 0 ? (
                <p className={accountStyles.muted}>{intl.formatMessage(m.lineNotReturnable)}</p>
              ) : (
                <>
                  <Select
                    name={`qty-${line.id}`}
                    label={intl.formatMessage(m.quantity)}
                    help={intl.formatMessage(m.lineAvailable, { count: line.returnable })}
                    defaultValue={form.value(`qty-${line.id}`) ?? '0'}
                    options={Array.from({ length: line.returnable + 1 }, (_, qty) => ({
                      value: String(qty),
                      label: String(qty),
                    }))}
                  />
                  <Select
                    name={`reason-${line.id}`}
                    label={intl.formatMessage(m.reason)}
                    placeholder="—"
                    defaultValue={form.value(`reason-${line.id}`) ?? ''}
                    options={reasons}
                  />
                  <Select
                    name={`condition-${line.id}`}
                    label={intl.formatMessage(m.condition)}
                    placeholder="—"
                    defaultValue={form.value(`condition-${line.id}`) ?? ''}
                    options={conditions}
                  />
                </>
              )}
            </fieldset>
          );
        })}
        <RadioGroup
          name="resolution"
          label={intl.formatMessage(m.resolution)}
          required
          defaultValue={form.value('resolution') ?? 'refund'}
          options={[
            { value: 'refund', label: intl.formatMessage(m.resolutionRefundOption) },
            { value: 'exchange', label: intl.formatMessage(m.resolutionExchangeOption) },
            { value: 'store_credit', label: intl.formatMessage(m.resolutionStoreCreditOption) },
          ]}
        />
        <Textarea
          name="comment"
          label={intl.formatMessage(m.comment)}
          maxLength={maxComment}
          defaultValue={form.value('comment') ?? ''}
        />
        <div>
          <Button
            type="submit"
            pending={form.submitting}
            pendingLabel={intl.formatMessage(m.sending)}
          >
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </Form>
      <p>
        <Link to={paths.order(order.order_id)}>{intl.formatMessage(m.backToOrder)}</Link>
      </p>
    </div>
  );
}

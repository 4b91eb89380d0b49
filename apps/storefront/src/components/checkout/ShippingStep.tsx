import { Button } from '@truffe/ui/Button';
import { formatMoney } from '@truffe/ui/Price';
import { TextInput } from '@truffe/ui/TextInput';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type PickupPointView, type ShippingMethodView } from './checkoutTypes';
import { FormAlert } from './FormAlert';
import { PickupMap } from './PickupMap';
import { PickupPointList } from './PickupPointList';
import { useStepForm } from './useStepForm';

/** The pickup points the page shows: those near `postcode` (the delivery postcode, or one searched). */
export interface PickupSearch {
  postcode: string;
  points: PickupPointView[];
  /** The search could not run (bad postcode, server unreachable). */
  failed: boolean;
}

const shippingControls = ['method', 'code', 'pickupPointId', 'pickupPostcode'];

/**
 * Step 3: home delivery or a pickup point. The pickup part (search by postcode, the list of points, the
 * map when tiles are configured) shows while a pickup method is chosen — by CSS, so that it also works
 * without JavaScript; "Search" sends the same form with another intent and the page comes back with the
 * points near that postcode.
 */
export function ShippingStep({
  action,
  methods,
  chosenCode,
  chosenPickupPointId,
  pickup,
  mapTilesUrl,
}: {
  action: string;
  methods: readonly ShippingMethodView[];
  /** The method chosen so far (saved, or carried by a pickup search). */
  chosenCode: string | null;
  chosenPickupPointId: string | null;
  pickup: PickupSearch | null;
  mapTilesUrl: string | null;
}) {
  const intl = useIntl();
  const { formRef, result, fieldErrors, values, pending } = useStepForm([
    'shipping',
    'searchPickup',
  ]);
  const [pointId, setPointId] = useState<string | null>(
    values.pickupPointId ?? chosenPickupPointId,
  );
  const checkedCode = values.method ?? chosenCode ?? methods[0]?.code ?? null;
  const hasPickup = methods.some((method) => method.kind === 'PICKUP');
  const choosePoint = (id: string) => {
    setPointId(id);
    // Choosing a point chooses the pickup method with it.
    const pickupRadio = formRef.current?.querySelector<HTMLInputElement>(
      'input[name="method"][data-kind="PICKUP"]',
    );
    if (pickupRadio) pickupRadio.checked = true;
  };
  if (methods.length === 0) {
    return <p className={styles.notice}>{intl.formatMessage(checkoutMessages.noShippingMethod)}</p>;
  }
  const methodError = fieldErrors.method ?? fieldErrors.code;
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      className={`${styles.form} ${styles.shippingForm}`}
    >
      <FormAlert result={result} controls={shippingControls} />
      {/* A pickup point is sent only with a pickup method (the action reads this list). */}
      <input
        type="hidden"
        name="pickupMethods"
        value={methods
          .filter((method) => method.kind === 'PICKUP')
          .map((method) => method.code)
          .join(',')}
      />
      <fieldset
        className={styles.choices}
        aria-describedby={methodError ? 'shipping-method-error' : undefined}
        aria-invalid={methodError ? true : undefined}
      >
        <legend className={styles.legend}>
          {intl.formatMessage(checkoutMessages.shippingMethod)}
        </legend>
        {methods.map((method) => (
          <label key={method.code} className={styles.choice}>
            <input
              type="radio"
              name="method"
              value={method.code}
              data-kind={method.kind}
              defaultChecked={method.code === checkedCode}
              className={styles.choiceInput}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>
                {intl.formatMessage(checkoutMessages.methodWithAmount, {
                  title: method.title,
                  amount:
                    method.amount.amount === 0
                      ? intl.formatMessage(checkoutMessages.free)
                      : formatMoney(method.amount, intl.locale),
                })}
              </span>
              {method.description ? (
                <span className={styles.muted}>{method.description}</span>
              ) : null}
            </span>
          </label>
        ))}
        {methodError ? (
          <p id="shipping-method-error" className={styles.alert}>
            {methodError}
          </p>
        ) : null}
      </fieldset>
      {hasPickup ? (
        <div className={styles.pickupSection} data-testid="pickup-section">
          <h3 className={styles.subheading}>{intl.formatMessage(checkoutMessages.pickupSearch)}</h3>
          <div className={styles.searchRow}>
            <TextInput
              name="pickupPostcode"
              label={intl.formatMessage(checkoutMessages.pickupPostcode)}
              defaultValue={values.pickupPostcode ?? pickup?.postcode ?? ''}
              error={fieldErrors.pickupPostcode}
              autoComplete="postal-code"
              inputMode="text"
            />
            {/* First submit button of the form: Enter in the postcode field searches. */}
            <Button type="submit" name="intent" value="searchPickup" appearance="secondary">
              {intl.formatMessage(checkoutMessages.pickupSearchButton)}
            </Button>
          </div>
          {pickup ? (
            <p role="status" className={styles.muted}>
              {pickup.points.length === 0
                ? intl.formatMessage(checkoutMessages.pickupNone, { postcode: pickup.postcode })
                : intl.formatMessage(checkoutMessages.pickupCount, {
                    count: pickup.points.length,
                    postcode: pickup.postcode,
                  })}
            </p>
          ) : null}
          {pickup && pickup.points.length > 0 ? (
            <>
              <PickupPointList
                points={pickup.points}
                selectedId={pointId}
                onChoose={choosePoint}
                error={fieldErrors.pickupPointId}
              />
              {mapTilesUrl ? (
                <PickupMap points={pickup.points} selectedId={pointId} tilesUrl={mapTilesUrl} />
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button
          type="submit"
          name="intent"
          value="shipping"
          pending={pending}
          pendingLabel={intl.formatMessage(checkoutMessages.sending)}
        >
          {intl.formatMessage(checkoutMessages.continue)}
        </Button>
      </div>
    </Form>
  );
}

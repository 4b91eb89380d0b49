import { type PriceBasis, type ProductPageQueryQuery } from '@truffe/graphql/documents';
import { formatMoney } from '@truffe/ui/Price';
import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

import { type CustomOptionInput, type ExtraCostLike } from './customOptionChoice';
import * as styles from './product.css';
import { productOptionMessages } from './productOptionMessages';
import { priceMessages } from './useCatalogueFormat';

type CustomOption = NonNullable<ProductPageQueryQuery['product']>['customOptions'][number];

export interface CustomOptionsProps {
  options: readonly CustomOption[];
  input: CustomOptionInput;
  onChange: (optionId: string, value: string | readonly string[]) => void;
  /** The server's basis: a professional reads extra costs excl. tax. @defaultValue 'inclTax' */
  basis?: PriceBasis;
}

/** A fixed extra cost on the customer's basis: '1,20 €', or '1,00 € HT' for a professional. */
function costAmount(
  intl: IntlShape,
  prices: NonNullable<ExtraCostLike['prices']>,
  basis: PriceBasis | undefined,
): string {
  const money = (amount: number) => formatMoney({ amount, currency: 'EUR' }, intl.locale);
  return basis === 'exclTax'
    ? `${money(prices.priceExclTax.amount)} ${intl.formatMessage(priceMessages.exclTax)}`
    : money(prices.priceInclTax.amount);
}

function CostText({
  cost,
  basis,
}: {
  cost: ExtraCostLike | null | undefined;
  basis: PriceBasis | undefined;
}) {
  const intl = useIntl();
  if (!cost) return null;
  if (cost.type === 'percentage' || cost.type === 'percent') {
    if (!cost.rate) return null;
    return <>{intl.formatMessage(productOptionMessages.extraPercent, { rate: cost.rate })}</>;
  }
  if (!cost.prices || cost.prices.priceInclTax.amount === 0) return null;
  return (
    <>
      {intl.formatMessage(productOptionMessages.extraCost, {
        price: costAmount(intl, cost.prices, basis),
      })}
    </>
  );
}

function OptionField({
  option,
  input,
  onChange,
  basis,
}: { option: CustomOption } & Omit<CustomOptionsProps, 'options'>) {
  const intl = useIntl();
  const id = useId();
  const entered = input[option.option_id];
  const values = [...option.values].sort((a, b) => a.sort_order - b.sort_order);
  const title = (
    <>
      {option.title}
      {option.is_required ? null : (
        <span className={styles.muted}>
          {' '}
          ({intl.formatMessage(productOptionMessages.optional)})
        </span>
      )}
      {option.extraCost ? (
        <span className={styles.extraCost}>
          {' '}
          <CostText cost={option.extraCost} basis={basis} />
        </span>
      ) : null}
    </>
  );
  const valueLabel = (value: (typeof values)[number]) => (
    <>
      {value.title}
      {value.extraCost ? (
        <span className={styles.extraCost}>
          {' '}
          <CostText cost={value.extraCost} basis={basis} />
        </span>
      ) : null}
    </>
  );
  const name = `options[${option.option_id}]`;
  switch (option.type) {
    case 'field':
    case 'area': {
      const Field = option.type === 'area' ? 'textarea' : 'input';
      const helpId = `${id}-help`;
      return (
        <div className={styles.customOption}>
          <label htmlFor={id} className={styles.optionLabel}>
            {title}
          </label>
          <Field
            id={id}
            name={name}
            required={option.is_required}
            maxLength={option.max_characters ?? undefined}
            aria-describedby={option.max_characters ? helpId : undefined}
            value={typeof entered === 'string' ? entered : ''}
            onChange={(event) => onChange(option.option_id, event.target.value)}
            className={option.type === 'area' ? styles.textarea : styles.textInput}
          />
          {option.max_characters ? (
            <p id={helpId} className={styles.help}>
              {intl.formatMessage(productOptionMessages.maxCharacters, {
                count: option.max_characters,
              })}
            </p>
          ) : null}
        </div>
      );
    }
    case 'drop_down':
      return (
        <div className={styles.customOption}>
          <label htmlFor={id} className={styles.optionLabel}>
            {title}
          </label>
          <select
            id={id}
            name={name}
            required={option.is_required}
            value={typeof entered === 'string' ? entered : ''}
            onChange={(event) => onChange(option.option_id, event.target.value)}
            className={styles.selectInput}
          >
            <option value="">{intl.formatMessage(productOptionMessages.chooseOption)}</option>
            {values.map((value) => (
              <option key={value.option_value_id} value={value.option_value_id}>
                {value.title}
                {value.extraCost?.prices?.priceInclTax.amount
                  ? ` (+${costAmount(intl, value.extraCost.prices, basis)})`
                  : value.extraCost?.rate
                    ? ` (+${value.extraCost.rate}%)`
                    : ''}
              </option>
            ))}
          </select>
        </div>
      );
    case 'radio':
    case 'checkbox': {
      const multiple = option.type === 'checkbox';
      const chosen = typeof entered === 'string' ? [entered] : (entered ?? []);
      return (
        <fieldset className={styles.customOption}>
          <legend className={styles.optionLabel}>{title}</legend>
          {values.map((value) => (
            <label key={value.option_value_id} className={styles.choice}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={value.option_value_id}
                checked={chosen.includes(value.option_value_id)}
                onChange={(event) => {
                  if (!multiple) onChange(option.option_id, value.option_value_id);
                  else
                    onChange(
                      option.option_id,
                      event.target.checked
                        ? [...chosen, value.option_value_id]
                        : chosen.filter((candidate) => candidate !== value.option_value_id),
                    );
                }}
              />
              <span>{valueLabel(value)}</span>
            </label>
          ))}
        </fieldset>
      );
    }
    default:
      return null;
  }
}

/** The custom options of a product (spec §3): text, choice and multiple-choice fields with their extra cost. */
export function CustomOptions({ options, input, onChange, basis }: CustomOptionsProps) {
  const intl = useIntl();
  if (options.length === 0) return null;
  const sorted = [...options].sort((a, b) => a.sort_order - b.sort_order);
  return (
    <section className={styles.section} aria-labelledby="custom-options-heading">
      <h2 id="custom-options-heading" className={styles.subheading}>
        {intl.formatMessage(productOptionMessages.customOptions)}
      </h2>
      {sorted.map((option) => (
        <OptionField
          key={option.option_id}
          option={option}
          input={input}
          onChange={onChange}
          basis={basis}
        />
      ))}
    </section>
  );
}

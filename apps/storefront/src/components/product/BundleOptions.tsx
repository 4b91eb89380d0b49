import { type ProductPageQueryQuery } from '@truffe/graphql/documents';
import { QuantityStepper } from '@truffe/ui/QuantityStepper';
import { useIntl } from 'react-intl';

import { type BundleSelection, isMultipleBundleOption } from './bundleSelection';
import { priceText } from './priceDisplay';
import * as styles from './product.css';
import { productMessages } from './productMessages';
import { productOptionMessages } from './productOptionMessages';

type BundleOption = NonNullable<ProductPageQueryQuery['product']>['bundleOptions'][number];

export interface BundleOptionsProps {
  options: readonly BundleOption[];
  selection: BundleSelection;
  onChoose: (optionId: string, valueId: string) => void;
  onQuantity: (optionId: string, valueId: string, quantity: number) => void;
}

/** The parts of a bundle (spec §3): one choice or several per option, each with its quantity. */
export function BundleOptions({ options, selection, onChoose, onQuantity }: BundleOptionsProps) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="bundle-heading">
      <h2 id="bundle-heading" className={styles.subheading}>
        {intl.formatMessage(productOptionMessages.bundle)}
      </h2>
      {options.map((option) => {
        const multiple = isMultipleBundleOption(option);
        const chosen = selection[option.id] ?? {};
        return (
          <fieldset key={option.id} className={styles.customOption}>
            <legend className={styles.optionLabel}>
              {option.label}
              {option.required ? null : (
                <span className={styles.muted}>
                  {' '}
                  ({intl.formatMessage(productOptionMessages.optional)})
                </span>
              )}
            </legend>
            {option.values.map((value) => {
              const quantity = chosen[value.value];
              const selected = quantity !== undefined;
              return (
                <div key={value.value} className={styles.bundleValue}>
                  <label className={styles.choice}>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`bundle[${option.id}]`}
                      value={value.value}
                      checked={selected}
                      onChange={() => onChoose(option.id, value.value)}
                    />
                    <span>
                      {value.label}{' '}
                      <span className={styles.extraCost}>
                        {priceText(intl, value.prices.finalPrice, value.prices.basis)}
                      </span>
                    </span>
                  </label>
                  {selected && value.userDefinedQuantity ? (
                    <QuantityStepper
                      label={intl.formatMessage(productOptionMessages.bundleQuantity, {
                        name: value.label,
                      })}
                      hideLabel
                      value={quantity}
                      onChange={(next) => onQuantity(option.id, value.value, next)}
                      name={`bundleQty[${option.id}][${value.value}]`}
                      decreaseLabel={intl.formatMessage(productMessages.decrease)}
                      increaseLabel={intl.formatMessage(productMessages.increase)}
                    />
                  ) : selected ? (
                    <span className={styles.muted}>
                      {intl.formatMessage(productOptionMessages.bundleFixedQuantity, { quantity })}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </section>
  );
}

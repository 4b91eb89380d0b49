import { type ConfiguratorFragmentFragment } from '@truffe/graphql/documents';
import { Swatch } from '@truffe/ui/Swatch';
import { useIntl } from 'react-intl';

import { isOptionValueAvailable, type OptionSelection } from './configurableOptions';
import * as styles from './product.css';
import { productMessages } from './productMessages';

export interface ConfigurableOptionsProps {
  product: Pick<ConfiguratorFragmentFragment, 'configurableOptions' | 'configurations'>;
  selection: OptionSelection;
  onChoose: (code: string, value: string) => void;
}

/**
 * The options of a configurable product as swatches, one labelled group per attribute (spec §3): values no
 * child in stock has with the current choice are shown unavailable and cannot be chosen.
 */
export function ConfigurableOptions({ product, selection, onChoose }: ConfigurableOptionsProps) {
  const intl = useIntl();
  return (
    <div className={styles.options}>
      {product.configurableOptions.map((option) => {
        const code = option.attribute.code;
        const chosen = option.values.find((value) => value.value === selection[code]);
        const labelId = `option-${option.id}`;
        return (
          <div key={option.id} className={styles.option}>
            <p id={labelId} className={styles.optionLabel}>
              {chosen
                ? intl.formatMessage(productMessages.chosenValue, {
                    label: option.label,
                    value: chosen.label,
                  })
                : intl.formatMessage(productMessages.chooseValue, { label: option.label })}
            </p>
            <div role="group" aria-labelledby={labelId} className={styles.swatches}>
              {option.values.map((value) => {
                const available = isOptionValueAvailable(
                  product.configurations,
                  selection,
                  code,
                  value.value,
                );
                const colour = value.swatch?.type === 'color';
                return (
                  <Swatch
                    key={value.value}
                    label={value.label}
                    kind={colour ? 'colour' : 'text'}
                    colour={colour ? value.swatch?.value : undefined}
                    selected={selection[code] === value.value}
                    unavailable={!available}
                    onSelect={() => onChoose(code, value.value)}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}

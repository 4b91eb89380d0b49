import { type ConfiguratorFragmentFragment } from '@truffe/graphql/documents';
import { SwatchRadio } from '@truffe/ui/Swatch';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { isOptionValueAvailable, type OptionSelection } from './configurableOptions';
import * as styles from './product.css';
import { productOptionMessages } from './productOptionMessages';

export interface ConfigurableOptionsProps {
  product: Pick<ConfiguratorFragmentFragment, 'configurableOptions' | 'configurations'>;
  selection: OptionSelection;
  onChoose: (code: string, value: string) => void;
}

/** The form field of an attribute's choice, read by the cart action (`super[code]`). */
export const optionFieldName = (code: string) => `super[${code}]`;

/**
 * The options of a configurable product as swatches, one labelled radio group per attribute (spec §3): real
 * radio inputs named `super[code]`, so that the add-to-cart form sends the choice without JavaScript (issue
 * 20 item 5). With it, values no child in stock has with the current choice are shown unavailable and cannot
 * be chosen. A choice made before the app started (the page was usable, the script not yet run) is adopted
 * when it starts, not lost.
 */
export function ConfigurableOptions({ product, selection, onChoose }: ConfigurableOptionsProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const adopt = useRef({ selection, onChoose });
  // A layout effect: it runs in the hydration's own commit, before any later render of these controlled radios
  // could write the state's (empty) choice over what the shopper checked.
  useLayoutEffect(() => {
    // React keeps what the shopper checked while it hydrates; take those choices into the state once.
    const { selection: initial, onChoose: choose } = adopt.current;
    const checked = root.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked');
    for (const input of checked ?? []) {
      const code = /^super\[(.+)\]$/.exec(input.name)?.[1];
      if (code && initial[code] !== input.value) choose(code, input.value);
    }
  }, []);
  return (
    <div className={styles.options} ref={root}>
      {product.configurableOptions.map((option) => {
        const code = option.attribute.code;
        const chosen = option.values.find((value) => value.value === selection[code]);
        const labelId = `option-${option.id}`;
        return (
          <div key={option.id} className={styles.option}>
            <p id={labelId} className={styles.optionLabel}>
              {chosen
                ? intl.formatMessage(productOptionMessages.chosenValue, {
                    label: option.label,
                    value: chosen.label,
                  })
                : intl.formatMessage(productOptionMessages.chooseValue, { label: option.label })}
            </p>
            <div role="radiogroup" aria-labelledby={labelId} className={styles.swatches}>
              {option.values.map((value) => {
                const available = isOptionValueAvailable(
                  product.configurations,
                  selection,
                  code,
                  value.value,
                );
                const colour = value.swatch?.type === 'color';
                return (
                  <SwatchRadio
                    key={value.value}
                    name={optionFieldName(code)}
                    value={value.value}
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

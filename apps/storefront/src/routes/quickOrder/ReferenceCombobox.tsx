import {
  QuickOrderSuggestionsQueryDocument,
  type QuickOrderSuggestionsQueryQuery,
} from '@truffe/graphql/documents';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import * as styles from '../../components/cart/cart.css';
import { cartMessages } from '../../components/cart/cartMessages';
import { useMoney } from '../../components/cart/useCartFormat';
import { useShopClient } from '../../data/ShopClientProvider';

type Suggestion = QuickOrderSuggestionsQueryQuery['quickOrderSuggestions'][number];

/** Wait after the last keystroke before asking for suggestions. */
export const suggestionDelayMs = 250;

export interface ReferenceComboboxProps {
  id: string;
  label: string;
  value: string;
  onChange: (sku: string) => void;
}

/**
 * A reference field with product suggestions as you type (WAI-ARIA 1.2 combobox with a list popup): the
 * input keeps focus, ↓/↑ move through the options (`aria-activedescendant`), Enter picks, Escape closes;
 * suggestions come from `quickOrderSuggestions` (SKU prefix or name), debounced.
 */
export function ReferenceCombobox({ id, label, value, onChange }: ReferenceComboboxProps) {
  const intl = useIntl();
  const money = useMoney();
  const client = useShopClient();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const listId = `${id}-list`;
  // Too short a text shows no list (the last answer stays until the next one).
  const expanded = open && value.trim().length >= 2;

  useEffect(() => {
    if (!typed.current) return undefined;
    const text = value.trim();
    if (text.length < 2) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void client
        .query(QuickOrderSuggestionsQueryDocument, { query: text })
        .toPromise()
        .then((result) => {
          if (!live) return;
          const found = result.data?.quickOrderSuggestions ?? [];
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        });
    }, suggestionDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, value]);

  const pick = (suggestion: Suggestion) => {
    typed.current = false;
    onChange(suggestion.sku);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.comboboxWrap}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="sku"
        className={styles.input}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        maxLength={64}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(cartMessages.suggestions)}
        className={styles.listbox}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.sku}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            <span className={styles.lineName}>
              {suggestion.sku} — {suggestion.name}
            </span>
            <span className={styles.muted}>
              {money(suggestion.prices.finalPrice.priceInclTax)} · {suggestion.stockLabel.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';
import { useShopClient } from '../../data/ShopClientProvider';
import * as styles from './searchBox.css';
import { searchBoxMessages } from './searchBoxMessages';
import {
  nextActiveIndex,
  suggestionDelayMs,
  suggestionMinLength,
  type SuggestionOption,
} from './searchSuggestions';

/** The suggestions query (its own chunk): loaded at the first focus, or when the shopper types. */
const loadSuggestionsQuery = async () =>
  (await import('./searchSuggestionsQuery')).searchSuggestionsQuery;

export interface SearchBoxProps {
  id: string;
  /** The input's accessible name comes from the form's label (`htmlFor={id}`). */
  placeholder: string;
  className?: string;
  maxLength: number;
}

/**
 * The header's search input as a combobox (WAI-ARIA 1.2 "list autocomplete"): as the shopper types, after
 * a short pause, products and categories matching the text are suggested (SearchSuggestionsQuery through
 * the browser's urql client). Arrow keys move through them, Enter opens the active one (or searches the
 * text), Escape closes the list. Before hydration it is the plain input of the GET search form.
 */
export function SearchBox({ id, placeholder, className, maxLength }: SearchBoxProps) {
  const intl = useIntl();
  const client = useShopClient();
  const navigate = useNavigate();
  const format = useCatalogueFormat();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the header hydrated (its code loads at the first interaction, decision 0910): hydration
  // keeps what the input shows; the state takes it, so that it is suggested for and kept by later renders.
  useEffect(() => {
    const element = input.current;
    if (!element?.value) return;
    setText(element.value);
    if (document.activeElement === element) setOpen(true);
  }, []);

  useEffect(() => {
    const trimmed = text.trim();
    // Too short: nothing is asked, and the list stays closed (see `expanded`).
    if (trimmed.length < suggestionMinLength) return;
    const request = ++latest.current;
    const timer = window.setTimeout(() => {
      void loadSuggestionsQuery()
        .then((query) => client.query(query, { text: trimmed.slice(0, maxLength) }).toPromise())
        .then((result) => {
          // An older answer arriving after a newer request is dropped.
          if (request !== latest.current || !result.data) return;
          const { products, categories } = result.data.searchSuggestions;
          setOptions([
            ...products.map((product) => ({
              id: `product-${product.sku}`,
              kind: 'product' as const,
              label: product.name,
              path: product.path,
            })),
            ...categories.map((category) => ({
              id: `category-${category.id}`,
              kind: 'category' as const,
              label: category.name,
              path: category.path,
            })),
          ]);
          setActive(-1);
        });
    }, suggestionDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, client, maxLength]);

  const expanded = open && options.length > 0 && text.trim().length >= suggestionMinLength;
  const go = (option: SuggestionOption) => {
    setOpen(false);
    setActive(-1);
    void navigate(format.sitePath(option.path));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        nextActiveIndex(expanded ? current : -1, options.length, event.key as 'ArrowDown'),
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };
  const optionId = (index: number) => `${listboxId}-${index}`;
  const groups = (['product', 'category'] as const)
    .map((kind) => ({
      kind,
      label: intl.formatMessage(
        kind === 'product' ? searchBoxMessages.products : searchBoxMessages.categories,
      ),
      entries: options
        .map((option, index) => ({ option, index }))
        .filter(({ option }) => option.kind === kind),
    }))
    .filter((group) => group.entries.length > 0);

  return (
    <div className={styles.box}>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        required
        maxLength={maxLength}
        autoComplete="off"
        placeholder={placeholder}
        className={[className, styles.input].filter(Boolean).join(' ')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          void loadSuggestionsQuery();
        }}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage(searchBoxMessages.suggestions)}
        className={expanded ? styles.popup : styles.hidden}
      >
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-label={group.label}>
            <div className={styles.groupLabel} aria-hidden="true">
              {group.label}
            </div>
            {group.entries.map(({ option, index }) => (
              // The keyboard stays in the combobox input, which points at the active option
              // (aria-activedescendant): options are never focused themselves.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // The input keeps the focus; a click chooses the option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option)}
              >
                {option.label}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {open && text.trim().length >= suggestionMinLength
          ? intl.formatMessage(searchBoxMessages.suggestionCount, { count: options.length })
          : ''}
      </p>
    </div>
  );
}

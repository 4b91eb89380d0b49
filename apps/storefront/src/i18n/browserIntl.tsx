/**
 * What the browser build gets for `react-intl` (decision 0805; vite.config.ts aliases it in the client build
 * only): the part of its API the app uses — `IntlProvider`, `useIntl` (`formatMessage`, `formatNumber`,
 * `formatList`, `formatDate`, `locale`), `FormattedMessage`, `defineMessages` — over messages the build has
 * already compiled to FormatJS ASTs, with the same output as react-intl 7 (browserIntl.test.tsx compares every
 * message of both sites). About 1 kB gzip instead of FormatJS's ~8 kB runtime. The messages use plain
 * arguments and `plural` (`=n`, plural categories, `#`); the other ICU elements (`select`, `number`, `date`,
 * tags) are formatted as react-intl does for the simple cases and are not used by any message today.
 * The server and tests keep react-intl itself.
 */
import {
  Children,
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';

/** FormatJS AST element (`@formatjs/icu-messageformat-parser` TYPE): the fields read here. */
interface MessageElement {
  type: number;
  value: string;
  options?: Record<string, { value: MessageElement[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  children?: MessageElement[];
}

type Values = Record<string, unknown>;
type Part = { literal: true; value: string } | { literal: false; value: unknown };

interface Descriptor {
  id?: string;
  defaultMessage?: unknown;
}

interface ProviderProps {
  locale: string;
  messages: Record<string, unknown>;
  onError?: (error: Error & { code?: string }) => void;
  children?: ReactNode;
}

const literal = 0;
const argument = 1;
const select = 5;
const plural = 6;
const pound = 7;
const tag = 8;

const memo = new Map<string, unknown>();
function cached<T>(key: string, create: () => T): T {
  let value = memo.get(key) as T | undefined;
  if (value === undefined) memo.set(key, (value = create()));
  return value;
}
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRulesOptions['type']) =>
  cached(`p${locale}${type}`, () => new Intl.PluralRules(locale, { type }));
const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached(`l${locale}${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));

function formatToParts(
  elements: MessageElement[],
  locale: string,
  values: Values | undefined,
  pluralValue?: number,
): Part[] {
  if (elements.length === 1 && elements[0]?.type === literal)
    return [{ literal: true, value: elements[0].value }];
  const parts: Part[] = [];
  for (const element of elements) {
    if (element.type === literal) {
      parts.push({ literal: true, value: element.value });
      continue;
    }
    if (element.type === pound) {
      if (typeof pluralValue === 'number')
        parts.push({ literal: true, value: numberFormat(locale).format(pluralValue) });
      continue;
    }
    if (!values || !(element.value in values))
      throw new Error(`The intl string context variable "${element.value}" was not provided`);
    let value = values[element.value];
    if (element.type === argument) {
      if (!value || typeof value === 'string' || typeof value === 'number')
        value = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      parts.push(
        typeof value === 'string' ? { literal: true, value } : { literal: false, value: value },
      );
    } else if (element.type === select) {
      const option = element.options?.[value as string] ?? element.options?.other;
      if (!option) throw new Error(`Invalid value "${String(value)}" for "${element.value}"`);
      parts.push(...formatToParts(option.value, locale, values));
    } else if (element.type === plural) {
      const offset = element.offset ?? 0;
      const count = value as number;
      const option =
        element.options?.[`=${count}`] ??
        element.options?.[pluralRules(locale, element.pluralType).select(count - offset)] ??
        element.options?.other;
      if (!option)
        throw new Error(`Invalid plural value "${String(value)}" for "${element.value}"`);
      parts.push(...formatToParts(option.value, locale, values, count - offset));
    } else if (element.type === tag && typeof value === 'function') {
      const chunks = formatToParts(element.children ?? [], locale, values, pluralValue).map(
        (part) => part.value,
      );
      const keyed = Children.map(chunks as ReactNode[], (node, index) =>
        isValidElement(node) ? cloneElement(node, { key: index }) : node,
      );
      const result = (value as (chunks: unknown[]) => unknown)(keyed ?? []);
      for (const item of Array.isArray(result) ? result : [result])
        parts.push(
          typeof item === 'string'
            ? { literal: true, value: item }
            : { literal: false, value: item },
        );
    } else {
      // number, date and time arguments: no message uses them; their plain text.
      parts.push({ literal: true, value: String(value) });
    }
  }
  // Adjacent text parts as one string (intl-messageformat's mergeLiteral).
  const merged: Part[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last?.literal && part.literal) last.value += part.value;
    else merged.push({ ...part });
  }
  return merged;
}

/** An intl object like react-intl's `IntlShape`, for the calls the app makes. */
export function createIntl({ locale, messages, onError = console.error }: ProviderProps) {
  const formatMessage = (descriptor: Descriptor, values?: Values): string | ReactNode[] => {
    const id = String(descriptor.id);
    const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    if (!Array.isArray(message)) {
      if (typeof message === 'string') return message;
      onError(
        Object.assign(new Error(`Missing message: "${id}" for locale "${locale}"`), {
          code: 'MISSING_TRANSLATION',
        }),
      );
      return typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : id;
    }
    try {
      const parts = formatToParts(message as MessageElement[], locale, values);
      if (parts.length === 1) return parts[0]?.value as string;
      if (parts.length === 0) return '';
      const chunks = parts.map((part) => part.value) as ReactNode[];
      return (
        Children.map(chunks, (node, index) =>
          isValidElement(node) ? cloneElement(node, { key: index }) : node,
        ) ?? []
      );
    } catch (error) {
      onError(error as Error);
      return typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : id;
    }
  };
  const guarded = <T,>(format: () => T, fallback: () => string): T | string => {
    try {
      return format();
    } catch (error) {
      onError(error as Error);
      return fallback();
    }
  };
  return {
    locale,
    messages,
    formatMessage,
    $t: formatMessage,
    formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
      guarded(
        () => numberFormat(locale, options).format(value),
        () => String(value),
      ),
    formatList: (list: readonly string[], options?: Intl.ListFormatOptions) =>
      guarded(
        () => listFormat(locale, options).format(list),
        () => list.join(', '),
      ),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => {
      const date = typeof value === 'string' ? new Date(value || 0) : value;
      return guarded(
        () => dateTimeFormat(locale, options).format(date),
        () => String(date),
      );
    },
  };
}

export type BrowserIntl = ReturnType<typeof createIntl>;

const IntlContext = createContext<BrowserIntl | null>(null);

export function IntlProvider({ locale, messages, onError, children }: ProviderProps) {
  const intl = useMemo(
    () => createIntl({ locale, messages, onError }),
    [locale, messages, onError],
  );
  return createElement(IntlContext.Provider, { value: intl }, children);
}

/** react-intl's provider of a ready intl object (the server's shared formatters; not used by the browser build). */
export function RawIntlProvider({ value, children }: { value: BrowserIntl; children?: ReactNode }) {
  return createElement(IntlContext.Provider, { value }, children);
}

export function useIntl(): BrowserIntl {
  const intl = useContext(IntlContext);
  if (!intl)
    throw new Error(
      '[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.',
    );
  return intl;
}

export function FormattedMessage({ values, ...descriptor }: Descriptor & { values?: Values }) {
  return createElement(Fragment, null, useIntl().formatMessage(descriptor, values));
}

export const defineMessages = <T,>(messages: T): T => messages;

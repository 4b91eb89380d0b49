/**
 * Choosing the options of a configurable product (spec §3 "Configurable options"): a value is offered when
 * some child product in stock has it together with the values already chosen for the other options; the
 * child of a complete choice gives the picture, price and stock shown.
 */

export interface ConfigurableOptionLike {
  attribute: { code: string };
  values: readonly { value: string }[];
}

export interface ConfigurationLike<Product> {
  attributes: readonly { code: string; value: string }[];
  product: Product & { stock: { isInStock: boolean } };
}

/** Attribute code → chosen value id. */
export type OptionSelection = Readonly<Record<string, string>>;

function matches(
  configuration: ConfigurationLike<unknown>,
  selection: OptionSelection,
  except?: string,
): boolean {
  return Object.entries(selection).every(
    ([code, value]) =>
      code === except ||
      configuration.attributes.some(
        (attribute) => attribute.code === code && attribute.value === value,
      ),
  );
}

/**
 * Whether `value` of option `code` can be chosen with what is chosen for the other options: a child in
 * stock has it. Unavailable values are shown disabled.
 */
export function isOptionValueAvailable<Product>(
  configurations: readonly ConfigurationLike<Product>[],
  selection: OptionSelection,
  code: string,
  value: string,
): boolean {
  const wanted = { ...selection, [code]: value };
  return configurations.some(
    (configuration) => configuration.product.stock.isInStock && matches(configuration, wanted),
  );
}

/** The child product of a complete choice (every option chosen), else null. */
export function selectedConfiguration<Product>(
  options: readonly ConfigurableOptionLike[],
  configurations: readonly ConfigurationLike<Product>[],
  selection: OptionSelection,
): ConfigurationLike<Product> | null {
  if (!options.every((option) => selection[option.attribute.code] !== undefined)) return null;
  return configurations.find((configuration) => matches(configuration, selection)) ?? null;
}

/**
 * Chooses `value` for option `code`. Choices of other options that no longer form an available
 * combination with it are dropped, so the shopper is never left on an impossible choice.
 */
export function chooseOptionValue<Product>(
  configurations: readonly ConfigurationLike<Product>[],
  selection: OptionSelection,
  code: string,
  value: string,
): OptionSelection {
  const next: Record<string, string> = { [code]: value };
  for (const [otherCode, otherValue] of Object.entries(selection)) {
    if (otherCode === code) continue;
    if (isOptionValueAvailable(configurations, next, otherCode, otherValue))
      next[otherCode] = otherValue;
  }
  return next;
}

/**
 * The choice written in a page URL (`?color=50&size=186`, e.g. a shared link): only known values of the
 * product's options.
 */
export function selectionFromSearch(
  options: readonly ConfigurableOptionLike[],
  search: URLSearchParams,
): OptionSelection {
  const selection: Record<string, string> = {};
  for (const option of options) {
    const value = search.get(option.attribute.code);
    if (value !== null && option.values.some((candidate) => candidate.value === value)) {
      selection[option.attribute.code] = value;
    }
  }
  return selection;
}

/**
 * Choosing the parts of a bundle (spec §3 "Bundle options"): radio and select options take one value,
 * checkbox and multi options several; each chosen value has a quantity (its default, or the shopper's when
 * `userDefinedQuantity`). Its price is the server's for the chosen parts (price sheet, decision 0740).
 */

export interface BundleValueLike {
  value: string;
  defaultQuantity: number;
  userDefinedQuantity: boolean;
  isDefault: boolean;
}

export interface BundleOptionLike {
  id: string;
  type: string;
  required: boolean;
  values: readonly BundleValueLike[];
}

/** Option id → chosen value id → quantity. */
export type BundleSelection = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Whether an option takes several values. */
export function isMultipleBundleOption(option: Pick<BundleOptionLike, 'type'>): boolean {
  return option.type === 'checkbox' || option.type === 'multi';
}

/** The bundle as it comes: the default values at their default quantities (a required single option takes its first value when none is default). */
export function defaultBundleSelection(options: readonly BundleOptionLike[]): BundleSelection {
  const selection: Record<string, Record<string, number>> = {};
  for (const option of options) {
    let chosen = option.values.filter((value) => value.isDefault);
    if (!isMultipleBundleOption(option)) chosen = chosen.slice(0, 1);
    if (chosen.length === 0 && option.required && option.values[0]) chosen = [option.values[0]];
    selection[option.id] = Object.fromEntries(
      chosen.map((value) => [value.value, Math.max(1, value.defaultQuantity)]),
    );
  }
  return selection;
}

/** Chooses (or, for a multiple option, toggles) a value. A required single option cannot be emptied. */
export function chooseBundleValue(
  options: readonly BundleOptionLike[],
  selection: BundleSelection,
  optionId: string,
  valueId: string,
): BundleSelection {
  const option = options.find((candidate) => candidate.id === optionId);
  const value = option?.values.find((candidate) => candidate.value === valueId);
  if (!option || !value) return selection;
  const current = selection[optionId] ?? {};
  let next: Record<string, number>;
  if (isMultipleBundleOption(option)) {
    next = { ...current };
    if (valueId in next) delete next[valueId];
    else next[valueId] = Math.max(1, value.defaultQuantity);
  } else {
    next = { [valueId]: current[valueId] ?? Math.max(1, value.defaultQuantity) };
  }
  return { ...selection, [optionId]: next };
}

/** Sets a chosen value's quantity (only when the shopper may change it), at least 1 and at most `max`. */
export function setBundleQuantity(
  options: readonly BundleOptionLike[],
  selection: BundleSelection,
  optionId: string,
  valueId: string,
  quantity: number,
  max = 99,
): BundleSelection {
  const value = options
    .find((candidate) => candidate.id === optionId)
    ?.values.find((candidate) => candidate.value === valueId);
  const current = selection[optionId] ?? {};
  if (!value?.userDefinedQuantity || !(valueId in current)) return selection;
  const clamped = Math.min(max, Math.max(1, Math.floor(quantity) || 1));
  return { ...selection, [optionId]: { ...current, [valueId]: clamped } };
}

/** The chosen parts of one bundle, as the price sheet and the cart name them: selection id and quantity. */
export function bundleParts(
  options: readonly BundleOptionLike[],
  selection: BundleSelection,
): { selectionId: string; qty: number }[] {
  const parts: { selectionId: string; qty: number }[] = [];
  for (const option of options)
    for (const [valueId, quantity] of Object.entries(selection[option.id] ?? {}))
      if (option.values.some((candidate) => candidate.value === valueId))
        parts.push({ selectionId: valueId, qty: quantity });
  return parts;
}

/** Required options with nothing chosen (the bundle cannot be bought as it is). */
export function missingBundleOptions(
  options: readonly BundleOptionLike[],
  selection: BundleSelection,
): string[] {
  return options
    .filter((option) => option.required && Object.keys(selection[option.id] ?? {}).length === 0)
    .map((option) => option.id);
}

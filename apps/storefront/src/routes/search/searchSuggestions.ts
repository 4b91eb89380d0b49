/** Shortest text worth suggesting for. */
export const suggestionMinLength = 2;

/** Wait after the last keystroke before asking for suggestions (debounce). */
export const suggestionDelayMs = 250;

export interface SuggestionOption {
  id: string;
  kind: 'product' | 'category';
  label: string;
  /** Site path to go to. */
  path: string;
}

/** The next active option for an arrow key: wraps around; -1 means none (focus stays in the input). */
export function nextActiveIndex(
  current: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp',
): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

import { type KeyboardEvent } from 'react';

/**
 * Arrow-key movement between sibling controls (APG: tabs, accordion headers): returns the index to focus
 * for the key pressed, or undefined when the key is not a navigation key.
 */
export function nextIndexForKey(
  event: KeyboardEvent,
  current: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  const previousKey = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const nextKey = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  switch (event.key) {
    case previousKey:
      return (current - 1 + count) % count;
    case nextKey:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

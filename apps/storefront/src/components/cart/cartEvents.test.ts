/**
 * @vitest-environment happy-dom
 */
import { describe, expect, it } from 'vitest';

import { announceCartChange, type CartChange, onCartChange } from './cartEvents';

describe('cart events', () => {
  it('gives a change announced before anyone listened to the first listener, once (decision 0910)', () => {
    // The header hydrates on demand: an add to cart can answer before its cart entry listens.
    announceCartChange({ totalQuantity: 1, added: { name: 'Collier' } });
    announceCartChange({ totalQuantity: 3 });
    const first: CartChange[] = [];
    const stopFirst = onCartChange((change) => first.push(change));
    expect(first).toEqual([{ totalQuantity: 3, added: { name: 'Collier' } }]);

    const second: CartChange[] = [];
    const stopSecond = onCartChange((change) => second.push(change));
    expect(second).toEqual([]);

    announceCartChange({ totalQuantity: 4 });
    expect(first).toHaveLength(2);
    expect(second).toEqual([{ totalQuantity: 4 }]);
    stopFirst();
    stopSecond();

    // Nobody listens any more: the next change waits for the next listener.
    announceCartChange({ totalQuantity: 0 });
    const third: CartChange[] = [];
    onCartChange((change) => third.push(change))();
    expect(third).toEqual([{ totalQuantity: 0 }]);
    expect(first).toHaveLength(2);
  });
});

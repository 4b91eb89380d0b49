// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reloadAfterInactivity } from './reloadAfterInactivity';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('reloadAfterInactivity (spec §4)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    setVisibility('visible');
  });

  it('reloads on return after more than the timeout hidden, not before', () => {
    let now = 0;
    const reload = vi.fn();
    stop = reloadAfterInactivity(1_800_000, { now: () => now, reload });
    setVisibility('hidden');
    now = 1_800_000; // exactly the timeout: not more
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
    setVisibility('hidden');
    now += 1_800_001;
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

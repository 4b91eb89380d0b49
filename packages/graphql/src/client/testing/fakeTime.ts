// Test support: fake timers for setTimeout only, so that real HTTP (sockets, undici) keeps working.
import { vi } from 'vitest';

/** Fakes `setTimeout`/`clearTimeout`; real I/O and `setImmediate` keep running. */
export function useFakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Runs due zero-delay timers and lets real I/O progress until `condition` holds, or throws after
 * `timeoutMs` of real time (measured with `performance.now`, which is not faked).
 */
export async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline)
      throw new Error(`The condition never held: ${condition.toString()}`);
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

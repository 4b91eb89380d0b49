import type { PaymentEvent } from '../types';

export interface WebhookDeliveryOptions {
  sign(event: PaymentEvent): { body: string; headers: Record<string, string> };
  /** Waits before the 2nd, 3rd… attempt; the number of retries is its length. */
  retryDelaysMs: readonly number[];
  log(message: string): void;
}

/**
 * POSTs webhooks in the background, in order, re-signed at each attempt (a fresh timestamp), retried with the
 * given backoff when the endpoint fails or does not answer 2xx. Never awaited by the shopper's request.
 */
export class WebhookDelivery {
  readonly #options: WebhookDeliveryOptions;
  readonly #pending = new Set<Promise<void>>();
  readonly #chains = new Map<string, Promise<void>>();
  readonly #timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  #closed = false;

  constructor(options: WebhookDeliveryOptions) {
    this.#options = options;
  }

  /** Queues events; the events of one payment are delivered one after the other, in sequence order. */
  deliver(url: string, events: readonly PaymentEvent[]): void {
    if (this.#closed || events.length === 0) return;
    const key = events[0]!.paymentId;
    const previous = this.#chains.get(key) ?? Promise.resolve();
    const work = previous.then(async () => {
      for (const event of events) await this.#deliverOne(url, event);
    });
    this.#chains.set(key, work);
    this.#pending.add(work);
    void work.finally(() => {
      this.#pending.delete(work);
      if (this.#chains.get(key) === work) this.#chains.delete(key);
    });
  }

  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  close(): void {
    this.#closed = true;
    for (const wait of this.#timers) {
      clearTimeout(wait.timer);
      wait.resolve();
    }
    this.#timers.clear();
  }

  async #deliverOne(url: string, event: PaymentEvent): Promise<void> {
    const delays = [0, ...this.#options.retryDelaysMs];
    for (const [attempt, delay] of delays.entries()) {
      if (delay > 0) await this.#wait(delay);
      if (this.#closed) return;
      const { body, headers } = this.#options.sign(event);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        this.#options.log(
          `webhook ${event.eventId} to ${url}: HTTP ${response.status} (attempt ${attempt + 1})`,
        );
      } catch (error) {
        this.#options.log(
          `webhook ${event.eventId} to ${url}: ${(error as Error).message} (attempt ${attempt + 1})`,
        );
      }
    }
    this.#options.log(
      `webhook ${event.eventId} to ${url}: given up after ${delays.length} attempts`,
    );
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wait = {
        resolve,
        timer: setTimeout(() => {
          this.#timers.delete(wait);
          resolve();
        }, ms),
      };
      // Retries must not keep a process alive on their own.
      wait.timer.unref();
      this.#timers.add(wait);
    });
  }
}

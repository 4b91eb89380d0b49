/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadMessages } from './loadMessages';

describe('loadMessages in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts a worker named after the locale that builds the site's number formats (decision 0912)", async () => {
    const started: { url: string; name?: string }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: { name?: string }) {
          started.push({ url: String(url), name: options?.name });
        }
      },
    );
    const messages = await loadMessages('en-GB');
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/warmIntl\.worker/);
    expect(started[0]?.name).toBe('en-GB');
  });

  it('still loads the messages where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    const messages = await loadMessages('fr-FR');
    expect(Object.keys(messages).length).toBeGreaterThan(0);
  });
});

/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { documentCookie } from './documentCookie';

describe('documentCookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads document.cookie once per task, and again in the next one', async () => {
    let value = 'truffe_signed_in=1';
    const read = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => value);
    expect(documentCookie()).toBe('truffe_signed_in=1');
    value = 'other=2';
    expect(documentCookie()).toBe('truffe_signed_in=1');
    expect(documentCookie()).toBe('truffe_signed_in=1');
    expect(read).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(documentCookie()).toBe('other=2');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

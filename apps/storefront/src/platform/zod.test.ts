/** @vitest-environment happy-dom */
import { describe, expect, it } from 'vitest';

import { z } from './zod';

describe('the app’s Zod in the browser', () => {
  it('interprets schemas instead of compiling them (no eval for the CSP to refuse)', () => {
    expect(z.config().jitless).toBe(true);
    const address = z.object({ line: z.string().max(38), postcode: z.string().regex(/^\d{5}$/) });
    expect(address.safeParse({ line: '1 rue de la Paix', postcode: '75002' }).success).toBe(true);
    expect(address.safeParse({ line: 'x'.repeat(39), postcode: '7500' }).success).toBe(false);
  });
});

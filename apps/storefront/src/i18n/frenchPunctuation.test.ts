import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * French typography (issue 20): a narrow no-break space (U+202F) before « : ; ? ! » and inside « », so that a
 * mark never wraps alone onto the next line on a phone. The JSON source is read (not the compiled bundle), so
 * the test names the message to fix.
 */
const french = JSON.parse(
  readFileSync(new URL('./messages/fr-FR.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** An ordinary or a wide no-break space where a narrow no-break space belongs. */
const wrongSpace = /[ \u00a0](?=[:;?!»])|«(?=[ \u00a0])/;

describe('French messages', () => {
  it('put a narrow no-break space before : ; ? ! and inside « »', () => {
    const offending = Object.entries(french)
      .filter(([, message]) => wrongSpace.test(message))
      .map(([id, message]) => `${id}: ${message}`);
    expect(offending).toEqual([]);
  });

  it('still have marks to check (the test reads the real catalogue)', () => {
    expect(
      Object.values(french).filter((message) => /\u202f[:;?!»]/.test(message)).length,
    ).toBeGreaterThan(10);
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { loadMessages } from '../../i18n/loadMessages';
import { listingCount } from './listingCount';

async function intlOf(locale: 'fr-FR' | 'en-GB') {
  return createIntl({ locale, messages: (await loadMessages(locale)) as Record<string, string> });
}

describe('listingCount (decision 0897: a search past its match cap)', () => {
  it('counts products as before when there is no cap', async () => {
    expect(listingCount(await intlOf('fr-FR'), { total: 45, matchCap: null })).toBe('45 produits');
    expect(listingCount(await intlOf('en-GB'), { total: 1, matchCap: null })).toBe('1 product');
  });

  it('says "more than" past the cap, the number typeset in each language', async () => {
    expect(listingCount(await intlOf('fr-FR'), { total: 1001, matchCap: 1000 })).toBe(
      'Plus de 1\u202f000 résultats',
    );
    expect(listingCount(await intlOf('en-GB'), { total: 1001, matchCap: 1000 })).toBe(
      'More than 1,000 results',
    );
  });

  it('counts a filtered capped search within its first matches', async () => {
    expect(listingCount(await intlOf('fr-FR'), { total: 12, matchCap: 1000 })).toBe(
      '12 produits parmi les 1\u202f000 premiers résultats',
    );
    expect(listingCount(await intlOf('en-GB'), { total: 0, matchCap: 1000 })).toBe(
      'No products among the first 1,000 results',
    );
  });
});

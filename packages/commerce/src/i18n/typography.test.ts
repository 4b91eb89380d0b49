import { describe, expect, it } from 'vitest';

import { parseWysiwyg } from '../content/parseWysiwyg';
import { typeset } from './typography';

const narrow = '\u202f';

describe('typeset', () => {
  it('puts a narrow no-break space before double punctuation and inside guillemets in French', () => {
    expect(typeset('Une question ? Appelez-nous : 02 99 00 00 00 ; merci !', 'fr-FR')).toBe(
      `Une question${narrow}? Appelez-nous${narrow}: 02 99 00 00 00${narrow}; merci${narrow}!`,
    );
    expect(typeset('« Créer un compte »', 'fr-FR')).toBe(`«${narrow}Créer un compte${narrow}»`);
    // A no-break space typed by an editor becomes the narrow one.
    expect(typeset('Nouveau\u00a0: la gamme bio', 'fr-FR')).toBe(`Nouveau${narrow}: la gamme bio`);
  });

  it('leaves times, URLs, words without a space and English text alone', () => {
    expect(typeset('Ouvert de 9:30 à 18:00, https://truffe.example/faq', 'fr-FR')).toBe(
      'Ouvert de 9:30 à 18:00, https://truffe.example/faq',
    );
    expect(typeset('Questions ? Call us : now', 'en-GB')).toBe('Questions ? Call us : now');
  });

  it('applies to the text of French CMS content, not to widget directives', () => {
    const html =
      '<p>Nouveau : <strong>bio</strong> !</p>{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="2" condition_option="sku" condition_option_value="A : B"}}';
    const french = parseWysiwyg(html, 'fr-FR');
    const texts = JSON.stringify(french.childNodes);
    expect(texts).toContain(`Nouveau${narrow}: `);
    expect(texts).toContain(`${narrow}!`);
    expect(JSON.stringify(french.widgets)).not.toContain(narrow);
    expect(JSON.stringify(parseWysiwyg(html, 'en-GB').childNodes)).not.toContain(narrow);
  });
});

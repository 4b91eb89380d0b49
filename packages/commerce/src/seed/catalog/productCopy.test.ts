import { describe, expect, it } from 'vitest';

import { attributes, families } from '../catalogData';
import { generateCatalog } from '../generateCatalog';
import { materialsByFamily } from './productCopy';

/**
 * The demo catalogue's copy fits what each product is (issue 20): the old template called a PDF guide
 * "résistant et facile d’entretien" and sold harnesses in ceramic.
 */
describe('seed copy', () => {
  const small = generateCatalog('small');
  const materialId = attributes.find((attribute) => attribute.code === 'material')!.id;
  const materialLabel = new Map(
    attributes
      .find((attribute) => attribute.id === materialId)!
      .options.map((option) => [option.id, option.label['fr-FR']]),
  );
  const texts = (product: (typeof small.products)[number]) =>
    [
      product.descriptions['fr-FR'],
      product.descriptions['en-GB'],
      product.shortDescriptions['fr-FR'],
      product.shortDescriptions['en-GB'],
    ].join('\n');

  it('never speaks of wear, washing or materials for services and guides', () => {
    const services = small.products.filter(
      (product) => product.type === 'virtual' || product.type === 'downloadable',
    );
    expect(services).toHaveLength(8);
    for (const product of services) {
      expect(texts(product)).not.toMatch(
        /résistant|entretien|lavable|durable|easy to care|washable|Matière|Material|confort de votre chien/i,
      );
      expect(product.attributeValues.size).toBe(0);
    }
    const guide = small.products.find(
      (product) => product.names['en-GB'] === 'Puppy training guide (PDF)',
    );
    expect(guide!.descriptions['fr-FR']).toContain('PDF');
  });

  it('gives each family only the materials it can be made of, and none to food', () => {
    expect(Object.keys(materialsByFamily).sort()).toEqual(
      families
        .filter((family) => family.attributes.includes('material'))
        .map((family) => family.code)
        .sort(),
    );
    for (const product of small.products) {
      const materials = product.attributeValues.get(materialId);
      const family = families.find((candidate) => candidate.code === product.family);
      if (!family?.attributes.includes('material')) {
        expect(materials, product.sku).toBeUndefined();
        continue;
      }
      for (const id of materials ?? [])
        expect(materialsByFamily[family.code], product.sku).toContain(id);
    }
    const harnessMaterials = new Set(
      small.products
        .filter((product) => product.family === 'harnais')
        .flatMap((product) => product.attributeValues.get(materialId) ?? [])
        .map((id) => materialLabel.get(id)),
    );
    expect([...harnessMaterials].sort()).toEqual(['Cuir', 'Nylon', 'Polyester recyclé']);
    const bowlMaterials = new Set(
      small.products
        .filter((product) => product.family === 'gamelles')
        .flatMap((product) => product.attributeValues.get(materialId) ?? [])
        .map((id) => materialLabel.get(id)),
    );
    expect([...bowlMaterials].sort()).toEqual(['Céramique', 'Inox', 'Mélamine']);
  });

  it('describes food as food and goods as goods, never with another family’s words', () => {
    const foodWords = /croquette|recette|protéine|ration|dry food|recipe|protein/i;
    for (const product of small.products) {
      const family = families.find((candidate) => candidate.code === product.family);
      if (!family || product.type === 'grouped' || product.type === 'bundle') continue;
      const text = texts(product);
      if (family.food) {
        expect(text, product.sku).not.toMatch(/Matière|Material|lavable|washable|résistant/i);
      } else if (['shampooings', 'antiparasitaires', 'gamelles'].includes(family.code)) {
        expect(text, product.sku).not.toMatch(/croquette|protéine|dry food|protein/i);
      } else {
        expect(text, product.sku).not.toMatch(foodWords);
      }
    }
    // Search reads descriptions: a pâtée that spoke of « croquettes » came up in a search for them.
    const familyWords: Record<string, RegExp> = {
      croquettes: /croquette|dry food/i,
      patees: /pâtée|wet food/i,
      friandises: /friandise/i,
      colliers: /collier|collar/i,
      laisses: /laisse\b|\blead\b/i,
      harnais: /harnais|harness/i,
      gamelles: /gamelle|\bbowl/i,
      paniers: /panier|basket/i,
      coussins: /coussin|cushion/i,
      plaids: /plaid|blanket/i,
      peluches: /peluche|plush/i,
      shampooings: /shampo/i,
      brosses: /brosse\b|brush\b/i,
    };
    for (const product of small.products) {
      if (product.type === 'bundle' || product.type === 'grouped') continue;
      const copy = [
        product.descriptions['fr-FR']!.split('\n\n')[0],
        product.descriptions['en-GB']!.split('\n\n')[0],
      ].join(' ');
      for (const [code, words] of Object.entries(familyWords))
        if (code !== product.family)
          expect(copy, `${product.sku} speaks of ${code}`).not.toMatch(words);
    }
    const harness = small.products.find((product) => product.family === 'harnais')!;
    expect(harness.descriptions['fr-FR']).toMatch(/harnais/i);
    const kibble = small.products.find((product) => product.family === 'croquettes')!;
    expect(kibble.descriptions['en-GB']).toMatch(/dry food/i);
  });

  it('writes French with a narrow no-break space before : ; ! ? and inside « »', () => {
    for (const product of small.products) {
      for (const text of [product.descriptions['fr-FR'], product.shortDescriptions['fr-FR']]) {
        expect(text, product.sku).not.toMatch(/[ \u00a0](?=[:;?!»])|«(?=[ \u00a0])/);
      }
    }
  });
});

import { serviceFamily } from '../catalogData';
import { slugify } from '../random';
import type { CatalogBuilder } from './catalogBuilder';

/** The guides: French name, English name, price (cents). Their files: scripts/downloadFiles.ts. */
export const downloadableNames: [string, string, number][] = [
  ['Guide d’éducation du chiot (PDF)', 'Puppy training guide (PDF)', 825],
  ['Programme d’alimentation sur mesure (PDF)', 'Tailored feeding plan (PDF)', 1242],
  ['Carnet de santé numérique', 'Digital health record', 408],
  ['Recettes de friandises maison (e-book)', 'Homemade treat recipes (e-book)', 658],
];

/** Downloadable products: guides with one free sample link each, never on sale. */
export function generateDownloadableProducts(builder: CatalogBuilder): void {
  for (const [fr, en, price] of downloadableNames) {
    const product = builder.addProduct(serviceFamily, {
      type: 'downloadable',
      names: { 'fr-FR': fr, 'en-GB': en },
      values: new Map(),
      price,
      categoryIds: [72],
      noSale: true,
    });
    builder.catalog.downloadableLinks.push({
      productId: product.id,
      title: { 'fr-FR': 'Télécharger', 'en-GB': 'Download' },
      sampleUrl: `downloads/samples/${slugify(en)}.pdf`,
      price: 0,
      position: 0,
    });
  }
}

import { serviceFamily } from '../catalogData';
import type { CatalogBuilder } from './catalogBuilder';

const virtualNames: [string, string, number][] = [
  ['Carte cadeau 25 €', 'Gift card €25', 2083],
  ['Séance de toilettage en salon', 'Grooming session in store', 3250],
  ['Consultation nutritionnelle en ligne', 'Online nutrition consultation', 2490],
  ['Abonnement conseils éducation (3 mois)', 'Training advice subscription (3 months)', 3990],
];

/** Virtual products: services (gift card, grooming, consultations), never on sale. */
export function generateVirtualProducts(builder: CatalogBuilder): void {
  for (const [fr, en, price] of virtualNames) {
    builder.addProduct(serviceFamily, {
      type: 'virtual',
      names: { 'fr-FR': fr, 'en-GB': en },
      values: new Map(),
      price,
      categoryIds: [72],
      noSale: true,
    });
  }
}

import { reviewAuthors, reviewTexts } from '../catalogData';
import type { CatalogBuilder } from './catalogBuilder';

/** Reviews of visible products: most approved, some waiting for moderation or rejected. */
export function generateReviews({ random, catalog }: CatalogBuilder): void {
  const visible = catalog.products.filter((product) => product.visibility !== 1);
  const start = Date.UTC(2025, 0, 1);
  for (const product of visible) {
    if (!random.chance(0.6)) continue;
    const count = random.int(1, 6);
    for (let index = 0; index < count; index += 1) {
      const text = random.pick(reviewTexts);
      const locale = random.chance(0.75) ? 'fr-FR' : 'en-GB';
      const roll = random.next();
      catalog.reviews.push({
        productId: product.id,
        locale,
        rating: text.rating,
        authorName: random.pick(reviewAuthors),
        title: text.title[locale]!,
        comment: text.comment[locale]!,
        status: roll < 0.85 ? 'approved' : roll < 0.95 ? 'pending' : 'rejected',
        createdAt: new Date(start + random.int(0, 600) * 86_400_000),
      });
    }
  }
}

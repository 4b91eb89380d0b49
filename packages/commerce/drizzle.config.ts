// https://orm.drizzle.team/docs/drizzle-config-file — `pnpm exec drizzle-kit generate` writes the SQL migrations
// that `openStore` applies at start (on PGlite and on PostgreSQL alike).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/checkout/schema.ts',
    './src/orders/schema.ts',
    './src/customers/schema.ts',
    './src/afterSales/schema.ts',
    './src/wishlist/schema.ts',
    './src/helpdesk/schema.ts',
    './src/newsletter/schema.ts',
    './src/admin/schema.ts',
    './src/platform/schema.ts',
  ],
  out: './drizzle',
});

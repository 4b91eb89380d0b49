// The storefront's production server for benchmarks (run with tsx; bench/lib/server.mjs starts it pinned to a
// CPU). It is server/index.ts with three differences, all outside the storefront's own code:
// - the seed profile comes from BENCH_PROFILE ('small' by default, 'medium' opt-in);
// - it listens on 127.0.0.1 only;
// - bench-only routes under /__bench, in an Express app of their own (the storefront app answers the rest):
//     /__bench/targets          what to benchmark, found in the store at run time (a product, a category)
//     /__bench/static/<file>    files of BENCH_STATIC_DIR (the same HTML bytes as a static file)
//     /__bench/template/<sku>   the product page data (the same ProductPageQuery, in-process) as template strings
//     /__bench/template-page/category/<id>?path=…, /__bench/template-page/home   the category and home data
//                               (the same queries as their loaders) as generic template strings
//     /__bench/json/<sku>       the same data as plain JSON: graphql-js execute, no yoga, no HTTP GraphQL layer
//     /__bench/memory           process.memoryUsage() after a full GC (the server runs with --expose-gc)
//     /__bench/gc/start, /__bench/gc/stop   the garbage collections in between (v8.GCProfiler): what the young
//                               generation promoted to the old one, the major GCs and their cost
// These routes exist only in this process: production servers (server/index.ts) never have them.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import v8 from 'node:v8';
import { createRequire } from 'node:module';
import { join, basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const storefront = join(root, 'apps/storefront');
const requireFromStorefront = createRequire(join(storefront, 'package.json'));
const load = (path) => import(pathToFileURL(join(root, path)).href);

const express = requireFromStorefront('express');
const { execute, parse } = requireFromStorefront('graphql');
const { createApp } = await load('apps/storefront/server/app.ts');
const { createGraphQLServer } = await load('apps/storefront/server/graphql.ts');
const { keepConnectionsAlive } = await load('apps/storefront/server/platform/keepAlive.ts');
const { openStore } = await load('packages/commerce/src/store/openStore.ts');
const { selectRows } = await load('packages/commerce/src/db/database.ts');
const { sql } = createRequire(join(root, 'packages/commerce/package.json'))('drizzle-orm');

const env = process.env;
const profile = env.BENCH_PROFILE === 'medium' ? 'medium' : 'small';
const store = await openStore({
  databaseUrl: env.DATABASE_URL?.trim() || undefined,
  dataDir: env.DATA_DIR,
  mediaRoot: env.MEDIA_ROOT?.trim() || join(storefront, '.data', 'media'),
  seedProfile: profile,
  statementTimeoutMs: 600_000,
  log: (message) => console.log(`[store] ${message}`),
});
const createContext = (locale, request) => store.createContext(locale, request);
const storefrontApp = await createApp({ createContext, readiness: () => store.ping() });

// The same GraphQL setup as the page handler's (server/graphql.ts), for the bench-only renderers.
const graphql = createGraphQLServer({ baseUrl: '/', mode: 'production', createContext });
const persisted = JSON.parse(
  readFileSync(requireFromStorefront.resolve('@truffe/graphql/persisted-documents'), 'utf8'),
);
const operation = (name) => {
  const entry = Object.entries(persisted).find(([, text]) =>
    new RegExp(`\\b(?:query|mutation) ${name}\\b`).test(text),
  );
  if (!entry) throw new Error(`No persisted operation ${name}`);
  return { hash: entry[0], text: entry[1] };
};
const productQuery = operation('ProductPageQuery');
const productDocument = parse(productQuery.text);

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
  );
const money = (price) =>
  price ? `${(price.priceInclTax.amount / 1).toFixed(2)} ${price.priceInclTax.currency}` : '';

/** A hand-written page of the product data: what a template-string renderer costs. */
function renderProductTemplate(product) {
  const prices = product.prices ?? {};
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product.metaTitle || product.name)}</title>
<meta name="description" content="${escapeHtml(product.metaDescription)}"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><header><a href="/">Truffe</a></header><main>
<nav aria-label="Fil d'Ariane"><ol>${(product.breadcrumbs ?? []).map((crumb) => `<li><a href="/${escapeHtml(crumb.path)}">${escapeHtml(crumb.name)}</a></li>`).join('')}</ol></nav>
<h1>${escapeHtml(product.name)}</h1><p>SKU ${escapeHtml(product.sku)}</p>
<ul>${(product.images ?? []).map((image) => `<li><img src="/media/${escapeHtml(image.path)}?size=medium" alt="${escapeHtml(image.label)}" width="474" height="474"></li>`).join('')}</ul>
<p class="price">${money(prices.finalPrice)} <s>${money(prices.regularPrice)}</s></p>
<p>${escapeHtml(product.stockLabel?.label)} ${escapeHtml(product.stockLabel?.value)}</p>
<div>${escapeHtml(product.shortDescription)}</div><div>${escapeHtml(product.description)}</div>
<table>${(product.attributes ?? []).map((attribute) => `<tr><th>${escapeHtml(attribute.label)}</th><td>${escapeHtml(attribute.value)}</td></tr>`).join('')}</table>
${(product.configurableOptions ?? []).map((option) => `<fieldset><legend>${escapeHtml(option.label)}</legend>${option.values.map((value) => `<label><input type="radio" name="${escapeHtml(option.attribute?.code)}" value="${escapeHtml(value.value)}">${escapeHtml(value.label)}</label>`).join('')}</fieldset>`).join('')}
<section><h2>Avis (${product.reviews?.total ?? 0})</h2>${(product.reviews?.reviews ?? []).map((review) => `<article><h3>${escapeHtml(review.title)}</h3><p>${escapeHtml(review.comment)}</p></article>`).join('')}</section>
<section><h2>Produits associés</h2><ul>${(product.relatedProducts ?? []).map((related) => `<li><a href="/${escapeHtml(related.path)}">${escapeHtml(related.name)}</a> ${money(related.prices?.finalPrice)}</li>`).join('')}</ul></section>
</main><footer>Truffe</footer></body></html>`;
}

/**
 * The other pages' data as template strings: the same queries the page's loaders run (the friendly URL's
 * route, the page's own query, the shop and the footer blocks), rendered by one generic template function
 * (escape + concatenation over the data: what a template-string renderer costs, without React).
 */
const shopQuery = operation('ShopQuery');
const routeQuery = operation('RouteQuery');
const categoryQuery = operation('CategoryQuery');
const cmsPageQuery = operation('CmsPageQuery');
const footerQuery = operation('FooterBlocksQuery');
const footerIdentifiers = ['footer-contact', 'footer-news'];

function renderData(value, depth = 0) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return `<ul>${value.map((item) => `<li>${renderData(item, depth + 1)}</li>`).join('')}</ul>`;
  if (typeof value === 'object') {
    return `<div>${Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, item]) =>
        typeof item === 'object' && item !== null
          ? `<section class="${key}">${renderData(item, depth + 1)}</section>`
          : `<span class="${key}">${escapeHtml(item)}</span>`,
      )
      .join('')}</div>`;
  }
  return escapeHtml(value);
}

async function queryAll(operations) {
  const { client } = await graphql.pageClient('fr-FR');
  const results = await Promise.all(
    operations.map(([query, variables]) => client.query(query.text, variables).toPromise()),
  );
  for (const result of results) if (result.error) throw result.error;
  return results.map((result) => result.data);
}

function renderPageTemplate(title, [shop, ...data]) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><header>${renderData(shop)}</header><main>
${data.map((part) => renderData(part)).join('\n')}</main><footer>Truffe</footer></body></html>`;
}

async function queryProduct(sku) {
  const { client } = await graphql.pageClient('fr-FR');
  const result = await client.query(productQuery.text, { sku }).toPromise();
  if (result.error) throw result.error;
  return result.data?.product;
}

const staticDir = env.BENCH_STATIC_DIR;
const app = express();
app.disable('x-powered-by');
app.get('/__bench/targets', async (_req, res, next) => {
  try {
    const [product] = await selectRows(
      store.db,
      sql`SELECT p.id, p.sku FROM product p WHERE p.visibility = 4 AND p.type = 'simple' ORDER BY p.id LIMIT 1`,
    );
    const productPaths = await selectRows(
      store.db,
      sql`SELECT request_path AS path FROM url_rewrite WHERE locale = 'fr-FR' AND entity_type = 'product' AND redirect_type = 0 AND entity_id IN (${String(product.id)}, ${product.sku}) ORDER BY length(request_path) LIMIT 1`,
    );
    const [category] = await selectRows(
      store.db,
      sql`SELECT id FROM category WHERE level = 2 ORDER BY id LIMIT 1`,
    );
    const categoryPaths = await selectRows(
      store.db,
      sql`SELECT request_path AS path FROM url_rewrite WHERE locale = 'fr-FR' AND entity_type = 'category' AND redirect_type = 0 AND entity_id = ${String(category?.id)} ORDER BY length(request_path) LIMIT 1`,
    );
    // The configurable product with the most variants: the page shoppers open most, and the heaviest
    // (issue 21: its HTML budget; bench/profile/render.mjs profiles it).
    const [configurable] = await selectRows(
      store.db,
      sql`SELECT u.request_path AS path, p.sku FROM product p
      JOIN url_rewrite u ON u.entity_id = p.sku AND u.locale = 'fr-FR' AND u.entity_type = 'product' AND u.redirect_type = 0
      WHERE p.visibility = 4 AND p.type = 'configurable'
      ORDER BY (SELECT count(*) FROM product_link l WHERE l.parent_id = p.id AND l.kind = 'configurable') DESC, p.id, length(u.request_path) LIMIT 1`,
    );
    // The configurable product a shopper sees in full (issue 21 item 3, Lighthouse's product page): swatches,
    // approved French reviews and related products; the most variants among those.
    const [showcase] = await selectRows(
      store.db,
      sql`SELECT u.request_path AS path, p.sku FROM product p
      JOIN url_rewrite u ON u.entity_id = p.sku AND u.locale = 'fr-FR' AND u.entity_type = 'product' AND u.redirect_type = 0
      WHERE p.visibility = 4 AND p.type = 'configurable'
        AND EXISTS (SELECT 1 FROM review r WHERE r.product_id = p.id AND r.status = 'approved' AND r.locale = 'fr-FR')
        AND EXISTS (SELECT 1 FROM product_link l WHERE l.parent_id = p.id AND l.kind = 'related')
      ORDER BY (SELECT count(*) FROM product_link l WHERE l.parent_id = p.id AND l.kind = 'configurable') DESC, p.id, length(u.request_path) LIMIT 1`,
    );
    const skus = await selectRows(
      store.db,
      sql`SELECT sku FROM product WHERE visibility = 4 ORDER BY id LIMIT 200`,
    );
    // Friendly URLs of many pages (the memory bench's anonymous traffic): products and listing categories.
    const productPages = await selectRows(
      store.db,
      sql`SELECT u.request_path AS path FROM url_rewrite u JOIN product p ON p.sku = u.entity_id
      WHERE u.locale = 'fr-FR' AND u.entity_type = 'product' AND u.redirect_type = 0 AND p.visibility = 4
      ORDER BY p.id LIMIT 200`,
    );
    const categoryPages = await selectRows(
      store.db,
      sql`SELECT u.request_path AS path FROM url_rewrite u JOIN category c ON u.entity_id = c.id::text
      WHERE u.locale = 'fr-FR' AND u.entity_type = 'category' AND u.redirect_type = 0 AND c.level = 3
      ORDER BY c.id LIMIT 20`,
    );
    res.json({
      profile,
      engine: store.engine,
      product: { ...product, path: productPaths[0]?.path },
      category: { ...category, path: categoryPaths[0]?.path },
      configurable: configurable ?? null,
      configurableShowcase: showcase ?? null,
      skus: skus.map((row) => row.sku),
      productPaths: productPages.map((row) => `/${row.path}`),
      categoryPaths: categoryPages.map((row) => `/${row.path}`),
      productQuery: { hash: productQuery.hash },
      addToCart: { hash: operation('AddToCartMutation').hash },
    });
  } catch (error) {
    console.error(error);
    next(error);
  }
});
app.get('/__bench/static/:file', (req, res) => {
  if (!staticDir) return res.status(404).end();
  const file = join(staticDir, basename(req.params.file));
  try {
    const stats = statSync(file);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', stats.size);
    // What a static file server does per request: stat and read (no cache in memory).
    res.end(readFileSync(file));
  } catch {
    res.status(404).end();
  }
});
app.get('/__bench/template/:sku', async (req, res, next) => {
  try {
    const product = await queryProduct(req.params.sku);
    if (!product) return res.status(404).end();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(renderProductTemplate(product));
  } catch (error) {
    next(error);
  }
});
app.get('/__bench/template-page/category/:id', async (req, res, next) => {
  try {
    const path = String(req.query.path ?? '');
    const [shop, route, category, footer] = await queryAll([
      [shopQuery, {}],
      [routeQuery, { url: path }],
      [categoryQuery, { id: req.params.id, query: '' }],
      [footerQuery, { identifiers: footerIdentifiers }],
    ]);
    if (!category?.category) return res.status(404).end();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      renderPageTemplate(category.category.name ?? 'Catégorie', [shop, route, category, footer]),
    );
  } catch (error) {
    next(error);
  }
});
app.get('/__bench/template-page/home', async (_req, res, next) => {
  try {
    const [shop, page, footer] = await queryAll([
      [shopQuery, {}],
      [cmsPageQuery, { identifiers: ['home'] }],
      [footerQuery, { identifiers: footerIdentifiers }],
    ]);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(renderPageTemplate('Truffe', [shop, page, footer]));
  } catch (error) {
    next(error);
  }
});
app.get('/__bench/json/:sku', async (req, res, next) => {
  try {
    const contextValue = await createContext('fr-FR');
    const result = await execute({
      schema: graphql.schema,
      document: productDocument,
      variableValues: { sku: req.params.sku },
      contextValue,
    });
    if (result.errors) throw result.errors[0];
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(result.data));
  } catch (error) {
    next(error);
  }
});
// Memory after a full garbage collection (the server runs with --expose-gc): a leak shows in the heap, not
// only in RSS (which also holds what the allocator keeps).
app.get('/__bench/memory', (_req, res) => {
  globalThis.gc?.();
  res.setHeader('Cache-Control', 'no-store');
  res.json({ gc: typeof globalThis.gc === 'function', ...process.memoryUsage() });
});
// The garbage collections during a run (v8.GCProfiler): bytes promoted by scavenges (what survived the young
// generation: its growth of the old one brings the major GCs, the TTFB tail of decision 0908) and the major GCs.
let gcProfiler = null;
app.post('/__bench/gc/start', (_req, res) => {
  gcProfiler?.stop();
  gcProfiler = new v8.GCProfiler();
  gcProfiler.start();
  res.setHeader('Cache-Control', 'no-store');
  res.json({ started: true });
});
app.post('/__bench/gc/stop', (_req, res) => {
  const statistics = gcProfiler?.stop()?.statistics ?? [];
  gcProfiler = null;
  const oldBytes = (at) =>
    at.heapSpaceStatistics
      .filter((space) =>
        ['old_space', 'large_object_space', 'code_space', 'code_large_object_space'].includes(
          space.spaceName,
        ),
      )
      .reduce((sum, space) => sum + space.spaceUsedSize, 0);
  const summary = { scavenges: 0, scavengeMs: 0, promotedBytes: 0, majors: 0, majorMs: 0 };
  for (const gc of statistics) {
    // `cost` is in microseconds.
    if (gc.gcType === 'Scavenge') {
      summary.scavenges += 1;
      summary.scavengeMs += gc.cost / 1000;
      summary.promotedBytes += Math.max(0, oldBytes(gc.afterGC) - oldBytes(gc.beforeGC));
    } else if (gc.gcType === 'MarkSweepCompact') {
      summary.majors += 1;
      summary.majorMs += gc.cost / 1000;
    } else if (gc.gcType === 'IncrementalMarking') {
      summary.majorMs += gc.cost / 1000;
    }
  }
  res.setHeader('Cache-Control', 'no-store');
  res.json(summary);
});

// The storefront app answers everything else directly, as in production (server/index.ts listens with it): an
// outer Express app in front of it would add its routes and a sub-app mount to every storefront request.
const port = Number(env.PORT ?? 3500);
const server = createServer((req, res) =>
  req.url?.startsWith('/__bench/') ? app(req, res) : storefrontApp.app(req, res),
);
keepConnectionsAlive(server);
server.once('error', (error) => {
  console.error(`Cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`bench server (${profile}, ${store.engine}) at http://127.0.0.1:${port}/`);
});
const stop = () => {
  server.close(() => {
    void storefrontApp
      .close()
      .then(() => store.close())
      .finally(() => process.exit(0));
  });
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

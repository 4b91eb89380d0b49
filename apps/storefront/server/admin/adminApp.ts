/**
 * The back office's HTTP listener (issue 18; decision 0780), in the storefront's process because the default
 * store is an embedded PGlite that only one process can open: the admin JSON API at `/api` over the staff
 * operations of `@truffe/commerce/admin`, and the built react-admin SPA (apps/admin/dist). It listens on its
 * own port (ADMIN_PORT, 3001) and is reached at its own origin (ADMIN_PUBLIC_URL, http://127.0.0.1:3001 while
 * the shop is http://localhost:3000), so that the shop and the admin never share a cookie: cookies ignore
 * ports, not host names. The staff cookie is HttpOnly and SameSite=Strict, `__Host-` and Secure over HTTPS.
 *
 * Writes are JSON only and must come from the admin's own origin (Origin checked when sent): a cross-site form
 * cannot post here. Every operation checks the session and then the permission matrix (in the service).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  addProductImage,
  AdminError,
  approveProAsStaff,
  cancelOrderAsStaff,
  changeCustomerGroup,
  closeTicketAsStaff,
  createStaff,
  ensureAuditLogGuard,
  getContent,
  getCustomer,
  getOrder,
  getProduct,
  getReturn,
  getTicketAsStaff,
  invoiceOrderAsStaff,
  countAudit,
  limitOf,
  listAudit,
  listContent,
  listCustomers,
  listOrders,
  listProducts,
  listReturns,
  listReviews,
  listTicketsAsStaff,
  maxImageBytes,
  moderateReview,
  moveReturnAsStaff,
  permissionsOf,
  refundOrderAsStaff,
  refundReturnAsStaff,
  refuseProAsStaff,
  removeProductImage,
  replyToTicket,
  requirePermission,
  shipOrderAsStaff,
  signInStaff,
  signOutStaff,
  type AdminContext,
  type AdminStore,
  type Staff,
  staffOfSession,
  updateContent,
  updateProduct,
} from '@truffe/commerce/admin';
import { AfterSalesError } from '@truffe/commerce/afterSales';
import { CustomerError } from '@truffe/commerce/customers';
import { HelpdeskError } from '@truffe/commerce/helpdesk';
import express, { type NextFunction, type Request, type Response } from 'express';

import { appRoot, readTrustProxy } from '../settings';
import { adminHeaders } from './adminHeaders';
import { signedPreviewUrl } from '../editor/previewLink';

export interface AdminSettings {
  port: number;
  host: string;
  /** The admin's public origin (its own, never the shop's). */
  publicUrl: string;
  /** `__test/…` routes (a staff account created over HTTP for the end-to-end tests). */
  testRoutes: boolean;
}

export function readAdminSettings(env: NodeJS.ProcessEnv, testRoutes: boolean): AdminSettings {
  const port = Number(env.ADMIN_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`ADMIN_PORT must be a port number, got "${env.ADMIN_PORT}"`);
  return {
    port,
    host: env.ADMIN_HOST?.trim() || '127.0.0.1',
    publicUrl: (env.ADMIN_PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    testRoutes,
  };
}

/** Where `pnpm build` puts the SPA (apps/admin/dist). */
export const adminClientDir = join(appRoot, '..', 'admin', 'dist');

type Locale = 'fr-FR' | 'en-GB';

function localeOf(req: Request): Locale {
  const asked = req.get('x-admin-locale') ?? req.acceptsLanguages('fr', 'en') ?? 'fr';
  return String(asked).startsWith('en') ? 'en-GB' : 'fr-FR';
}

/** The dotted name of the first string holding a NUL character in a JSON value or a query, if any. */
function nulField(value: unknown, name: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? name : undefined;
  if (typeof value !== 'object' || value === null || depth > 20) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, name ? `${name}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: one in an id, a search or a saved text made the query fail (a 500).
 * No field of ours has a use for it, so it is refused at the edge, named, before any operation reads it.
 */
function refuseNulCharacters(req: Request): void {
  let path = req.path;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Express answers a malformed escape itself when it reads the route's parameters.
  }
  if (path.includes('\u0000')) throw new AdminError('invalidInput', { field: 'id' });
  const field = nulField(req.query, '') ?? nulField(req.body, '');
  if (field !== undefined) throw new AdminError('invalidInput', { field: field || 'body' });
}

export function createAdminApp(options: {
  store: AdminStore;
  settings: AdminSettings;
  clientDir?: string;
  /** The helpdesk's attachments folder (DATA_DIR/helpdesk-attachments): the queue is off without it. */
  helpdeskAttachmentsDir?: string;
  /** Where product images are stored (the shop's MEDIA_ROOT, served by its /media route). */
  mediaRoot?: string;
  /** The shop's EDITOR_TOKEN: CMS previews become signed links that open the shop in preview mode. */
  editorToken?: string;
  now?: () => Date;
}) {
  const { store, settings } = options;
  const clientDir = options.clientDir ?? adminClientDir;
  const secure = settings.publicUrl.startsWith('https:');
  const cookieName = secure ? '__Host-truffe_staff' : 'truffe_staff';
  const origin = new URL(settings.publicUrl).origin;
  const guardReady = ensureAuditLogGuard(store.db);
  const deps = { db: store.db, now: options.now };
  // The shop's own default (server/app.ts): an uploaded image is served by the shop's /media route.
  const mediaRoot =
    options.mediaRoot ?? (process.env.MEDIA_ROOT?.trim() || join(appRoot, '.data', 'media'));

  const app = express();
  app.disable('x-powered-by');
  // The shop's TRUST_PROXY (server/settings.ts): the back office sits behind the same proxies.
  app.set('trust proxy', readTrustProxy(process.env));
  app.use(adminHeaders(secure));

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send('User-agent: *\nDisallow: /\n');
  });

  const api = express.Router();
  // Writes: JSON from the admin's own origin only.
  api.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const from = req.get('origin');
    // Refused in the staff member's language (the sign-in form shows it): an English line for programs read
    // as a breakdown to someone who had typed localhost instead of 127.0.0.1.
    if (from && from !== origin) throw new AdminError('crossOrigin', { url: settings.publicUrl });
    if (req.method !== 'DELETE' && !req.is('application/json'))
      throw new AdminError('jsonExpected');
    next();
  });
  // JSON bodies up to 200 kB; an image upload (base64) is read only once the session is checked, below.
  const smallJson = express.json({ limit: '200kb' });
  const isImageUpload = (req: Request) =>
    req.method === 'POST' && /^\/products\/[^/]+\/images$/.test(req.path);
  api.use((req, res, next) => (isImageUpload(req) ? next() : smallJson(req, res, next)));
  api.use(async (_req, _res, next) => {
    await guardReady;
    next();
  });
  api.use((req, _res, next) => {
    refuseNulCharacters(req);
    next();
  });

  const tokenOf = (req: Request): string | undefined => {
    const header = req.get('cookie') ?? '';
    for (const part of header.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === cookieName) return decodeURIComponent(value.join('='));
    }
    return undefined;
  };
  const setCookie = (res: Response, token: string, expires: Date | null) => {
    const attributes = [
      `${cookieName}=${token}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Strict',
      expires ? `Expires=${expires.toUTCString()}` : 'Max-Age=0',
    ];
    if (secure) attributes.push('Secure');
    res.append('Set-Cookie', attributes.join('; '));
  };

  const sessionView = (staff: Staff) => ({ staff, permissions: permissionsOf(staff.role) });

  api.post('/session', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { token, staff, expiresAt } = await signInStaff(deps, {
      email: String(body.email ?? ''),
      password: String(body.password ?? ''),
      code: String(body.code ?? ''),
      clientAddress: req.ip,
    });
    setCookie(res, token, expiresAt);
    res.json(sessionView(staff));
  });
  api.delete('/session', async (req, res) => {
    await signOutStaff(store.db, { token: tokenOf(req), clientAddress: req.ip });
    setCookie(res, '', null);
    res.status(204).end();
  });

  if (settings.testRoutes)
    api.post('/__test/staff', async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const created = await createStaff(
        store.db,
        {
          email: String(body.email ?? ''),
          name: String(body.name ?? ''),
          role: String(body.role ?? ''),
          password: String(body.password ?? ''),
        },
        { staffId: null, actor: 'test-route' },
      );
      res.json(created);
    });

  // Everything below needs a signed-in staff member.
  const contexts = new WeakMap<Request, AdminContext>();
  api.use(async (req, _res, next) => {
    const staff = await staffOfSession(deps, tokenOf(req));
    if (!staff) throw new AdminError('signedOut');
    contexts.set(req, {
      store,
      staff,
      locale: localeOf(req),
      helpdeskAttachmentsDir: options.helpdeskAttachmentsDir,
      mediaRoot,
    });
    next();
  });
  const ctx = (req: Request) => contexts.get(req)!;
  // A content's preview addresses, signed so that the shop opens them in preview mode (issue 18 item 8).
  const withPreviewLinks = <Detail extends { previewUrls: Partial<Record<string, string>> }>(
    detail: Detail,
  ): Detail => {
    const { editorToken } = options;
    if (!editorToken) return detail;
    const now = options.now?.().getTime() ?? Date.now();
    const previewUrls = Object.fromEntries(
      Object.entries(detail.previewUrls).map(([locale, url]) => [
        locale,
        url && signedPreviewUrl(store.config.url, url, editorToken, now),
      ]),
    );
    return { ...detail, previewUrls };
  };
  const handle =
    (work: (ctx: AdminContext, req: Request) => Promise<unknown>) =>
    async (req: Request, res: Response) => {
      // Again for the body an image upload parses after the session check.
      refuseNulCharacters(req);
      res.json(await work(ctx(req), req));
    };
  const query = (req: Request) => req.query as Record<string, string | undefined>;
  const pageOf = (req: Request) => ({
    offset: Number(query(req).offset),
    limit: Number(query(req).limit),
  });
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
  const param = (req: Request, name: string) => String(req.params[name]);

  api.get(
    '/session',
    handle(async (c) => sessionView(c.staff)),
  );

  api.get(
    '/orders',
    handle((c, req) => {
      const { status, from, to, customer, delivery, payment, q } = query(req);
      return listOrders(
        c,
        {
          status,
          from,
          to,
          customer,
          delivery: delivery as 'home' | 'pickup' | undefined,
          payment,
          q,
        },
        pageOf(req),
      );
    }),
  );
  api.get(
    '/orders/:number',
    handle((c, req) => getOrder(c, param(req, 'number'))),
  );
  api.post(
    '/orders/:number/invoice',
    handle((c, req) => invoiceOrderAsStaff(c, param(req, 'number'), body(req))),
  );
  api.post(
    '/orders/:number/ship',
    handle((c, req) => shipOrderAsStaff(c, param(req, 'number'), body(req))),
  );
  api.post(
    '/orders/:number/cancel',
    handle((c, req) => cancelOrderAsStaff(c, param(req, 'number'), body(req))),
  );
  api.post(
    '/orders/:number/refund',
    handle((c, req) => refundOrderAsStaff(c, param(req, 'number'), body(req))),
  );

  api.get(
    '/returns',
    handle((c, req) => listReturns(c, { status: query(req).status, q: query(req).q }, pageOf(req))),
  );
  api.get(
    '/returns/:number',
    handle((c, req) => getReturn(c, param(req, 'number'))),
  );
  api.post(
    '/returns/:number/move',
    handle((c, req) => moveReturnAsStaff(c, param(req, 'number'), body(req))),
  );
  api.post(
    '/returns/:number/refund',
    handle((c, req) => refundReturnAsStaff(c, param(req, 'number'), body(req))),
  );

  api.get(
    '/customers',
    handle((c, req) => {
      const { q, proStatus, group } = query(req);
      return listCustomers(c, { q, proStatus, group }, pageOf(req));
    }),
  );
  api.get(
    '/customers/:id',
    handle((c, req) => getCustomer(c, Number(param(req, 'id')))),
  );
  api.post(
    '/customers/:id/approve-pro',
    handle((c, req) => approveProAsStaff(c, Number(param(req, 'id')))),
  );
  api.post(
    '/customers/:id/refuse-pro',
    handle((c, req) => refuseProAsStaff(c, Number(param(req, 'id')), body(req))),
  );
  api.post(
    '/customers/:id/group',
    handle((c, req) => changeCustomerGroup(c, Number(param(req, 'id')), body(req).group)),
  );

  api.get(
    '/reviews',
    handle((c, req) => {
      const { status, productId, q } = query(req);
      return listReviews(
        c,
        { status, q, productId: productId ? Number(productId) : undefined },
        pageOf(req),
      );
    }),
  );
  api.post(
    '/reviews/:id/moderate',
    handle((c, req) => moderateReview(c, Number(param(req, 'id')), body(req).status)),
  );

  api.get(
    '/products',
    handle((c, req) => {
      const { q, isActive } = query(req);
      return listProducts(
        c,
        { q, isActive: isActive === undefined ? undefined : isActive === 'true' },
        pageOf(req),
      );
    }),
  );
  api.get(
    '/products/:id',
    handle((c, req) => getProduct(c, Number(param(req, 'id')))),
  );
  api.patch(
    '/products/:id',
    handle((c, req) => updateProduct(c, Number(param(req, 'id')), body(req))),
  );

  api.post(
    '/products/:id/images',
    // 5 MiB of image is 6.7 MB of base64; the service checks the decoded bytes.
    express.json({ limit: Math.ceil((maxImageBytes * 4) / 3) + 4096 }),
    handle((c, req) => addProductImage(c, Number(param(req, 'id')), body(req))),
  );
  api.delete(
    '/products/:id/images/:imageId',
    handle((c, req) =>
      removeProductImage(c, Number(param(req, 'id')), Number(param(req, 'imageId'))),
    ),
  );

  // CMS pages and blocks, addressed by their identifier.
  for (const [resource, kind] of [
    ['pages', 'page'],
    ['blocks', 'block'],
  ] as const) {
    api.get(
      `/${resource}`,
      handle((c, req) => listContent(c, kind, { q: query(req).q }, pageOf(req))),
    );
    api.get(
      `/${resource}/:identifier`,
      handle(async (c, req) =>
        withPreviewLinks(await getContent(c, kind, param(req, 'identifier'))),
      ),
    );
    api.patch(
      `/${resource}/:identifier`,
      handle(async (c, req) =>
        withPreviewLinks(await updateContent(c, kind, param(req, 'identifier'), body(req))),
      ),
    );
  }

  api.get(
    '/tickets',
    handle((c, req) => listTicketsAsStaff(c, { status: query(req).status }, pageOf(req))),
  );
  api.get(
    '/tickets/:id',
    handle((c, req) => getTicketAsStaff(c, Number(param(req, 'id')))),
  );
  api.post(
    '/tickets/:id/reply',
    handle((c, req) => replyToTicket(c, Number(param(req, 'id')), body(req))),
  );
  api.post(
    '/tickets/:id/close',
    handle((c, req) => closeTicketAsStaff(c, Number(param(req, 'id')))),
  );

  api.get(
    '/audit',
    handle(async (c, req) => {
      requirePermission(c.staff, 'audit.read');
      // A repeated parameter (`?target=a&target=b`) is an array: not a filter.
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const target = text(req.query.target);
      const action = text(req.query.action);
      const actor = text(req.query.actor);
      // A negative limit or offset went to PostgreSQL as it came (a 500).
      const { offset, limit } = limitOf(pageOf(req), { defaultLimit: 50, maxLimit: 500 });
      const rows = await listAudit(store.db, { target, action, actor, offset, limit });
      // The count of every entry, not of this page: react-admin offers the next pages from it.
      return { rows, total: await countAudit(store.db, { target, action, actor }) };
    }),
  );

  api.use(() => {
    throw new AdminError('noSuchOperation');
  });
  // Refusals: translated into the staff member's language, with the field when there is one.
  api.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const locale = localeOf(req);
    if (error instanceof AdminError) {
      res
        .status(error.status)
        .json({ error: error.translate(locale), code: error.messageId, field: error.values.field });
      return;
    }
    if (error instanceof AfterSalesError) {
      const status = error.code.endsWith('NotFound') ? 404 : 422;
      res.status(status).json({ error: error.messageIn(locale), code: error.code });
      return;
    }
    if (error instanceof HelpdeskError) {
      res
        .status(422)
        .json({ error: error.messageIn(locale), code: error.messageId, field: error.field });
      return;
    }
    if (error instanceof CustomerError) {
      res.status(422).json({ error: error.translate(locale), code: error.messageId });
      return;
    }
    if ((error as { type?: string }).type === 'entity.too.large') {
      res
        .status(413)
        .json({ error: locale === 'en-GB' ? 'Request too large.' : 'Requête trop volumineuse.' });
      return;
    }
    if ((error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ error: locale === 'en-GB' ? 'Malformed JSON.' : 'JSON mal formé.' });
      return;
    }
    console.error('[admin] operation failed', error);
    res
      .status(500)
      .json({ error: locale === 'en-GB' ? 'The operation failed.' : 'L’opération a échoué.' });
  });
  app.use('/api', api);

  // The SPA: its files, and index.html for every other path (client-side routes).
  if (existsSync(join(clientDir, 'index.html'))) {
    app.use(
      express.static(clientDir, {
        index: false,
        etag: false,
        lastModified: false,
        cacheControl: false,
      }),
    );
    app.get(/.*/, (_req, res) => res.sendFile(join(clientDir, 'index.html')));
  } else
    app.get(/.*/, (_req, res) => {
      res.status(503).type('text/plain').send('The back office is not built: run pnpm build.\n');
    });
  return app;
}

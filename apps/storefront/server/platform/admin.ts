import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';

import { type PageCache } from '../pageCache';
import { type Logger, requestLocals } from './logger';
import { type MaintenanceState } from './maintenance';
import { bodyParserRefusals, refuse } from './refusals';

/** ADMIN_ALLOWED_IPS default: the machine itself. */
export const defaultAdminAllowedIps = '127.0.0.1,::1';

/**
 * The operator allow-list (ADMIN_ALLOWED_IPS): comma-separated addresses or CIDR ranges, IPv4 or IPv6.
 * Throws on an entry that is neither, so that a typo stops the start instead of opening the endpoint.
 */
export function parseAllowList(value: string | undefined): BlockList {
  const list = new BlockList();
  const entries = (value?.trim() || defaultAdminAllowedIps).split(',').map((entry) => entry.trim());
  for (const entry of entries.filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0)
      throw new Error(`ADMIN_ALLOWED_IPS: "${entry}" is not an IP address or range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(address, type);
    } else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
        throw new Error(`ADMIN_ALLOWED_IPS: "${entry}" has an invalid prefix length`);
      }
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

/** Whether `address` (as Node reports it, IPv4-mapped IPv6 included) is on the allow-list. */
export function isAllowedAddress(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4') || list.check(address, 'ipv6');
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Compares two secrets in constant time (both hashed first, so their lengths do not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface OperatorGuardOptions {
  /** ADMIN_TOKEN; without one, every request is refused (401). */
  token: string | undefined;
  allowList: BlockList;
}

/**
 * Operators only: the caller's address must be on the allow-list (403) and carry `Authorization: Bearer
 * <ADMIN_TOKEN>` (401). The address is Express's `req.ip`, which trusts `X-Forwarded-For` only from a proxy
 * on the loopback (`trust proxy` in server/app.ts).
 */
export function operatorGuard(options: OperatorGuardOptions) {
  return function guardOperator(req: Request, res: Response, next: NextFunction) {
    if (!isAllowedAddress(options.allowList, req.ip)) {
      requestLocals(res).log?.warn({ ip: req.ip }, 'admin request from an address not allowed');
      return refuse(req, res, 403, 'forbidden');
    }
    const [scheme, credentials] = (req.get('authorization') ?? '').split(' ');
    if (!options.token || scheme?.toLowerCase() !== 'bearer' || !credentials) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return refuse(req, res, 401, 'unauthorized');
    }
    if (!sameSecret(credentials, options.token)) {
      requestLocals(res).log?.warn({ ip: req.ip }, 'admin request with a wrong token');
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      return refuse(req, res, 401, 'unauthorized');
    }
    return next();
  };
}

const maintenanceBody = z.strictObject({ enabled: z.boolean() });
/** `{ "tags": ["p42", …] }` purges the pages carrying one of the Cache-Tag values; `{ "all": true }` all. */
const purgeBody = z.union([
  z.strictObject({
    tags: z
      .array(z.string().regex(/^[\w.:-]{1,200}$/))
      .min(1)
      .max(1000),
  }),
  z.strictObject({ all: z.literal(true) }),
]);

/**
 * `/admin/*` (operators, decision 0350): `GET /admin/maintenance` tells the state, `POST /admin/maintenance`
 * with `{ "enabled": true | false }` switches maintenance mode at runtime (of every process sharing the database,
 * decision 0890); `GET /admin/cache`
 * tells the HTML cache's size and `POST /admin/cache/purge` drops pages by Cache-Tag (decision 0851).
 */
export function createAdminRouter(options: {
  guard: ReturnType<typeof operatorGuard>;
  maintenance: MaintenanceState;
  logger: Logger;
  pageCache?: Pick<PageCache, 'purgeTags' | 'purgeAll' | 'stats'>;
}): Router {
  const router = Router();
  const state = () => ({
    maintenance: options.maintenance.isMaintenance(),
    changedAt: options.maintenance.changedAt(),
  });
  router.use(options.guard);
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/maintenance', (_req, res) => {
    res.json(state());
  });
  router.post('/maintenance', express.json({ limit: '1kb', strict: true }), async (req, res) => {
    if (!req.is('application/json')) return refuse(req, res, 415, 'unsupportedMediaType');
    const parsed = maintenanceBody.safeParse(req.body);
    if (!parsed.success) {
      return refuse(req, res, 400, 'invalidBody', z.treeifyError(parsed.error));
    }
    const before = options.maintenance.isMaintenance();
    const requestId = requestLocals(res).requestId;
    try {
      // Shared (decision 0890): written to the database, so every process of the shop switches.
      await options.maintenance.setMaintenance(
        parsed.data.enabled,
        `operator ${req.ip ?? 'unknown'} (request ${requestId})`,
      );
    } catch (error) {
      options.logger.error({ err: error, requestId }, 'maintenance switch failed');
      return refuse(req, res, 503, 'unavailable');
    }
    options.logger.warn(
      { ip: req.ip, requestId, before, after: parsed.data.enabled },
      'maintenance mode switched by an operator',
    );
    return res.json(state());
  });
  router.get('/cache', (_req, res) => {
    res.json({ enabled: Boolean(options.pageCache), ...options.pageCache?.stats() });
  });
  router.post('/cache/purge', express.json({ limit: '64kb', strict: true }), (req, res) => {
    if (!req.is('application/json')) return refuse(req, res, 415, 'unsupportedMediaType');
    const parsed = purgeBody.safeParse(req.body);
    if (!parsed.success) {
      return refuse(req, res, 400, 'invalidBody', z.treeifyError(parsed.error));
    }
    const cache = options.pageCache;
    const purged = !cache
      ? 0
      : 'all' in parsed.data
        ? cache.purgeAll()
        : cache.purgeTags(parsed.data.tags);
    options.logger.info(
      { ip: req.ip, requestId: requestLocals(res).requestId, purged },
      'page cache purged by an operator',
    );
    return res.json({ purged });
  });
  router.use(bodyParserRefusals);
  return router;
}

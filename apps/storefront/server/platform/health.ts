import { type Express } from 'express';

import { buildVersion, type ServerMode } from '../settings';
import { type MaintenanceState } from './maintenance';

export interface HealthRoutesOptions {
  mode: ServerMode;
  maintenance: Pick<MaintenanceState, 'isMaintenance'>;
  /** Resolves when the store answers. @defaultValue always ready */
  readiness?: () => Promise<void>;
}

/**
 * Operators' endpoints (decision 0352): `X-Truffe-Version` on every response, `/healthz` (version, mode,
 * maintenance) and `/readyz` (ready when the store answers). Shoppers' pages do not mention them.
 */
export function mountHealthRoutes(app: Express, options: HealthRoutesOptions): void {
  const { mode } = options;
  app.use((_req, res, next) => {
    res.setHeader('X-Truffe-Version', `${buildVersion} (${mode})`);
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: 'ok',
      version: buildVersion,
      mode,
      maintenance: options.maintenance.isMaintenance(),
    });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await options.readiness?.();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
}

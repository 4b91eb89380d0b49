import { type Request, type Response } from 'express';

/** Plugins the test-only script route serves (the consent plugins of src/platform/consent/analyticsPlugins.ts). */
const testPlugins = new Set(['analytics', 'reviews', 'monitoring']);

/**
 * Test-only (`testRoutes`): `GET {base}__test/plugins/:name.js`, a stand-in for a provider's script so that
 * browser tests can point the plugin script URLs at our own server and read from the network log (and from
 * `window.__truffeTestPlugins`) which plugins a page loaded. Never mounted in a normal production start.
 */
export function testPluginScript(req: Request, res: Response) {
  const name = String(req.params.name ?? '');
  if (!testPlugins.has(name)) {
    res.status(404).end();
    return;
  }
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.send(
    `(window.__truffeTestPlugins = window.__truffeTestPlugins || []).push(${JSON.stringify(name)});\n`,
  );
}

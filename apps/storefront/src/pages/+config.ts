// https://vike.dev/config
import { type Config } from 'vike/types';

/**
 * Vike renders ONE page (./app/+route.ts, a catch-all) with our own render hooks; React Router decides the
 * route (src/routes.tsx). Only the page config crosses to the browser.
 */
export default {
  passToClient: ['pageConfig'],
  // There is no `Page`: our onRenderClient starts React Router. https://vike.dev/clientHooks
  clientHooks: true,
  // URLs are React Router's business (spec §2 paths keep their trailing slashes). https://vike.dev/url-normalization
  disableUrlNormalization: true,
} satisfies Config;

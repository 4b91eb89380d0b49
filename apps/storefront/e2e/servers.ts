/** The servers playwright.config.ts starts (production build). */
const port = Number(process.env.E2E_PORT ?? 3100);

export const appURL = `http://127.0.0.1:${port}`;
/** The same build started with MAINTENANCE=1. */
export const maintenanceURL = `http://127.0.0.1:${port + 1}`;
/** The same build started with SSR_FALLBACK=1: the browser renders every page from scratch. */
export const fallbackURL = `http://127.0.0.1:${port + 2}`;
/** The build with the consent plugins' scripts served by the test-only route (e2e/platform-*.spec.ts). */
export const platformURL = `http://127.0.0.1:${port + 3}`;
/** A server that e2e/platform-maintenance.spec.ts switches to maintenance and back. */
export const switchURL = `http://127.0.0.1:${port + 4}`;

/** The back office of the main server (ADMIN_PORT = its port + 20, playwright.config.ts). */
export const adminURL = `http://127.0.0.1:${port + 20}`;

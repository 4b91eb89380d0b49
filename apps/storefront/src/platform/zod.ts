import { z } from 'zod';

/**
 * Zod for the app's own schemas (forms, route actions). Zod 4 compiles object parsers with `new Function`
 * where it may, and learns whether it may by trying once: the page's CSP has no `'unsafe-eval'` (decision
 * 0351), so the browser refuses the try and reports a CSP violation on every page that validates a form (the
 * console, Lighthouse's "Issues"). In the browser Zod interprets its schemas instead (`jitless`); the server,
 * which has no CSP, keeps compiling them.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };

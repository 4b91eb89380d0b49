import { type NextFunction, type Request, type Response } from 'express';

import { localeFromPathname, type SiteLocale } from '../../src/i18n/locales';
import { escapeHtml } from '../../src/render/documentHead';
import { requestLocals } from './logger';
import { type StorefrontMetrics } from './metrics';

/**
 * Deadlines (decision 0853): every request ends. A render past its deadline, a coalescing wait answered by a
 * leader that ran out of time, and any request still open past the request deadline get a branded 504 page
 * (or a JSON 504 for programs); a response whose headers already left is cut instead.
 */

/** The reason given to an AbortController when a page render runs out of time. */
export class DeadlineError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
    readonly why: 'deadline' | 'client gone' = 'deadline',
  ) {
    super(
      why === 'deadline'
        ? `${what} ran past its ${ms} ms deadline`
        : `${what} stopped: its client went away and nobody else needs it`,
    );
    this.name = 'DeadlineError';
  }
}

const pageMessages: Record<
  SiteLocale,
  { title: string; text: string; retry: string; home: string }
> = {
  'fr-FR': {
    title: 'La boutique met trop de temps à répondre',
    text: 'Cette page n’a pas pu être préparée à temps. Réessayez dans un instant : vos paniers et vos commandes ne sont pas touchés.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    title: 'The shop is taking too long to answer',
    text: 'This page could not be prepared in time. Please try again in a moment: your basket and orders are safe.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
};

const jsonMessages: Record<SiteLocale, string> = {
  'fr-FR': 'Le serveur n’a pas pu répondre à temps : réessayez dans un instant.',
  'en-GB': 'The server could not answer in time: please try again in a moment.',
};

export interface DeadlinePageOptions {
  baseUrl: string;
  siteName: string;
  /** Sets the CSP and Server-Timing of a page response (the platform's `setPageHeaders`). */
  setPageHeaders?: (res: Response) => void;
}

/**
 * Answers a page request whose render ran out of time: a small self-contained page in the site's language
 * (no render, no database: what timed out may be either), never cached, with Retry-After.
 */
export function sendDeadlinePage(
  req: Request,
  res: Response,
  options: DeadlinePageOptions,
  status: 503 | 504 = 504,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const inApp = req.path.startsWith(options.baseUrl)
    ? `/${req.path.slice(options.baseUrl.length)}`
    : req.path;
  const locale = localeFromPathname(inApp);
  const text = pageMessages[locale];
  const lang = locale === 'fr-FR' ? 'fr' : 'en';
  const home = locale === 'fr-FR' ? options.baseUrl : `${options.baseUrl}en/`;
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', '5');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  options.setPageHeaders?.(res);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // Colours of the design tokens (packages/ui/src/theme/tokens.ts: primary 700, neutral 900 on 0).
  res.end(`<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} - ${escapeHtml(options.siteName)}</title>
<style>body{font-family:system-ui,sans-serif;color:#17191C;background:#FFFFFF;margin:0}main{max-width:36rem;margin:4rem auto;padding:0 1rem}p.brand{color:#173F82;font-weight:700;font-size:1.25rem}a{color:#173F82}a:focus-visible{outline:3px solid #173F82;outline-offset:2px}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(options.siteName)}</p>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.text)}</p>
<p><a href="${escapeHtml(req.originalUrl)}">${escapeHtml(text.retry)}</a> · <a href="${escapeHtml(home)}">${escapeHtml(text.home)}</a></p>
</main>
</body>
</html>
`);
}

export interface RequestDeadlineOptions extends DeadlinePageOptions {
  ms: number;
  metrics: Pick<StorefrontMetrics, 'countDeadline'>;
  /** Whether the request is for a page (HTML answer) or a program (JSON answer). */
  isPage(req: Request): boolean;
}

/**
 * The request deadline: a request still open after `ms` is answered 504 (a page or JSON) when nothing was
 * sent yet, or cut (its socket destroyed) when a response had started. Logged with the request id.
 */
export function requestDeadline(options: RequestDeadlineOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const timer = setTimeout(() => {
      if (res.writableFinished || res.destroyed) return;
      options.metrics.countDeadline('request');
      requestLocals(res).log?.warn(
        { deadlineMs: options.ms, headersSent: res.headersSent },
        'request ran past its deadline',
      );
      if (res.headersSent) {
        res.destroy();
      } else if (options.isPage(req)) {
        sendDeadlinePage(req, res, options);
      } else {
        const locale = req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr-FR' : 'en-GB';
        res.status(504).setHeader('Cache-Control', 'no-store');
        res.json({ error: { code: 'timeout', message: jsonMessages[locale] } });
      }
    }, options.ms);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}

/** A deadline on one piece of work: a timer and an AbortSignal that the work can listen to. */
export interface Deadline {
  /** Aborted (with a {@link DeadlineError}) at the deadline or by {@link Deadline.abort}. */
  readonly signal: AbortSignal;
  /** Why the signal was aborted, if it was. */
  readonly reason: 'deadline' | 'client gone' | undefined;
  /** `work`, or a rejection with a {@link DeadlineError} as soon as the signal aborts. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Stops the work early: nobody needs it any more. */
  abort(reason: 'client gone'): void;
  /** The work ended: the timer stops (the signal stays as it is). */
  clear(): void;
}

export function startDeadline(what: string, ms: number): Deadline {
  const controller = new AbortController();
  let reason: Deadline['reason'];
  const stop = (why: NonNullable<Deadline['reason']>) => {
    if (controller.signal.aborted) return;
    reason = why;
    clearTimeout(timer);
    controller.abort(new DeadlineError(what, ms, why));
  };
  const timer = setTimeout(() => stop('deadline'), ms);
  timer.unref();
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
      once: true,
    });
  });
  // Nobody may be racing when the signal aborts: that is not an unhandled rejection.
  aborted.catch(() => undefined);
  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    race: (work) => Promise.race([work, aborted]),
    abort: stop,
    clear: () => clearTimeout(timer),
  };
}

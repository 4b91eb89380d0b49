import { type NextFunction, type Request, type Response } from 'express';

import { type SiteLocale } from '../../src/i18n/locales';
import { requestLocals } from './logger';
import { type StorefrontMetrics } from './metrics';
import { sendStaticPage, staticPageLocale, type StaticPageOptions } from './staticPage';

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
    text: 'Cette page n’a pas pu être préparée à temps. Réessayez dans un instant : vos paniers et vos commandes ne sont pas touchés.',
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
  'fr-FR': 'Le serveur n’a pas pu répondre à temps : réessayez dans un instant.',
  'en-GB': 'The server could not answer in time: please try again in a moment.',
};

export type DeadlinePageOptions = StaticPageOptions;

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
  const text = pageMessages[staticPageLocale(req, options.baseUrl)];
  sendStaticPage(req, res, options, {
    status,
    title: text.title,
    text: text.text,
    homeLabel: text.home,
    links: [{ href: req.originalUrl, label: text.retry }],
    headers: { 'Retry-After': '5' },
  });
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
  const stop = (why: NonNullable<Deadline['reason']>) => {
    if (controller.signal.aborted) return;
    deadline.reason = why;
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
  // `reason` is a data property, not a getter: V8 keeps an object literal's accessors in the old generation,
  // and a scavenge then keeps what the getter reaches (this deadline's signal, with the page handler's
  // listeners and the render's result) until the next major GC (decision 0911).
  const deadline: { -readonly [Key in keyof Deadline]: Deadline[Key] } = {
    signal: controller.signal,
    reason: undefined,
    race: (work) => Promise.race([work, aborted]),
    abort: stop,
    clear: () => clearTimeout(timer),
  };
  return deadline;
}

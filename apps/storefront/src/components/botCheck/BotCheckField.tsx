import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { usePageConfig } from '../../PageConfigProvider';
import type { SiteLocale } from '../../i18n/locales';
import * as styles from './BotCheckField.css';
import { loadAltcha } from './loadAltcha';

/** What this field uses of the widget element (altcha's `AltchaWidgetElement`). */
type AltchaWidget = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

export const botCheckMessages = defineMessages({
  label: { id: 'botCheck.label', defaultMessage: 'Anti-robot check' },
});

/** The form field the widget's response travels in; the GraphQL mutations' `botCheck` argument. */
export const botCheckFieldName = 'botCheck';

/**
 * The bot check of a public form (issue 15 item 8; decision 0756): after the page has started, the ALTCHA widget
 * fetches a signed challenge from `{base}bot-check/challenge`, solves it in a worker when a field of the form is
 * focused, and its payload goes in the hidden `botCheck` field. Without JavaScript the field stays empty and the
 * server applies its small per-address allowance. The server's refusal shows here, beside the widget; a new
 * `answer` of the form's action (the solution sent with it is spent) starts a new solution.
 */
export function BotCheckField({ error, answer }: { error?: string; answer?: unknown }) {
  const intl = useIntl();
  const { baseUrl } = usePageConfig();
  const container = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidget | null>(null);
  const [response, setResponse] = useState('');
  const errorId = 'bot-check-error';

  useEffect(() => {
    let widget: AltchaWidget | null = null;
    let cancelled = false;
    const onVerified = (event: Event) =>
      setResponse((event as CustomEvent<{ payload?: string }>).detail.payload ?? '');
    const onExpired = () => setResponse('');
    let stopObserving = () => {};
    // The widget (a third-party script, ~150 ms of start-up on a phone) loads when its form comes near the
    // screen or is first focused, not with the page: a review form at the foot of a product page no longer
    // adds a long task to the page's start (issue 21, decision 0899). The form, not the field, is watched: the
    // field sits at the end of a long form (the pro registration), and its proof of work must have started
    // while the shopper fills the fields above it.
    const nearScreen = new Promise<void>((resolve) => {
      const target = container.current?.closest('form') ?? container.current;
      if (typeof IntersectionObserver !== 'function' || !target) return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: '50% 0px' },
      );
      const start = () => {
        stopObserving();
        resolve();
      };
      observer.observe(target);
      target.addEventListener('focusin', start);
      stopObserving = () => {
        observer.disconnect();
        target.removeEventListener('focusin', start);
      };
    });
    nearScreen
      .then(() => (cancelled ? undefined : loadAltcha(intl.locale as SiteLocale)))
      .then(() => {
        if (cancelled || !container.current) return;
        widget = document.createElement('altcha-widget') as AltchaWidget;
        widgetRef.current = widget;
        widget.setAttribute('challenge', `${baseUrl}bot-check/challenge`);
        widget.setAttribute('auto', 'onfocus');
        widget.setAttribute('language', intl.locale === 'fr-FR' ? 'fr-fr' : 'en');
        // Its own hidden input is not needed: the payload goes in ours (React renders it).
        widget.setAttribute('name', 'altcha-widget');
        widget.addEventListener('verified', onVerified);
        widget.addEventListener('expired', onExpired);
        container.current.append(widget);
      })
      .catch((reason: unknown) => console.warn('[bot-check] the widget did not load', reason));
    return () => {
      cancelled = true;
      stopObserving();
      widget?.removeEventListener('verified', onVerified);
      widget?.removeEventListener('expired', onExpired);
      widget?.remove();
      widgetRef.current = null;
    };
  }, [baseUrl, intl.locale]);

  // Each answer of the form's action spent the solution sent with it (each is good once): solve a new one.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setResponse('');
    const widget = widgetRef.current;
    if (!widget) return;
    widget.reset?.();
    void widget.verify?.();
  }, [answer]);

  return (
    <div
      className={styles.field}
      role="group"
      aria-label={intl.formatMessage(botCheckMessages.label)}
      aria-describedby={error ? errorId : undefined}
      data-testid="bot-check"
    >
      <input type="hidden" name={botCheckFieldName} value={response} />
      <div ref={container} />
      {error ? (
        <p id={errorId} className={styles.error} data-testid="bot-check-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

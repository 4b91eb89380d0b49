import { createElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

import { dataProvider } from './dataProvider';

interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * Runs a staff operation (POST /api/<resource>/<id>/<action>), then refreshes the screen and says how it went.
 *
 * The outcome is said once, beside the form (`outcome`, to render above the actions), and takes the focus
 * (decision 0936): a refusal was said twice (the form's alert and a notice) and a success only by a passing
 * notice, while the focus fell to the page's body with the button, disabled during the operation (or gone
 * with it, as « Approuver le compte pro » once approved). A new object each time, so the same outcome twice
 * moves the focus again. With `{ notice: true }` (a list's row, which the refresh may remove with its
 * outcome) the outcome is a notice instead.
 */
export function useAction({ notice = false }: { notice?: boolean } = {}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  /** Any staff operation of the screen (an image's DELETE as well as an action). */
  const perform = async (operation: () => Promise<unknown>) => {
    setPending(true);
    setOutcome(null);
    try {
      await operation();
      const message = translate('truffe.action.done');
      if (notice) notify(message, { type: 'success' });
      else setOutcome({ ok: true, message });
      refresh();
      return true;
    } catch (failure) {
      const message = (failure as Error).message;
      if (notice) notify(message, { type: 'error' });
      else setOutcome({ ok: false, message });
      return false;
    } finally {
      setPending(false);
    }
  };
  const run = (resource: string, id: string | number, action: string, body?: unknown) =>
    perform(() => dataProvider.action(resource, id, action, body));

  const outcomeText: ReactNode = outcome
    ? createElement(
        'p',
        {
          ref: said,
          tabIndex: -1,
          role: outcome.ok ? 'status' : 'alert',
          className: outcome.ok ? 'truffe-outcome' : 'truffe-outcome truffe-outcome-refused',
          style: { margin: 0, color: outcome.ok ? '#1b4332' : '#b3261e', fontWeight: 500 },
        },
        outcome.message,
      )
    : null;
  return {
    run,
    perform,
    pending,
    error: outcome && !outcome.ok ? outcome.message : null,
    outcome: outcomeText,
  };
}

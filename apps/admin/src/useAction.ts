import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

import { dataProvider } from './dataProvider';

/** Runs a staff operation (POST /api/<resource>/<id>/<action>), then refreshes the screen or shows the refusal. */
export function useAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (resource: string, id: string | number, action: string, body?: unknown) => {
    setPending(true);
    setError(null);
    try {
      await dataProvider.action(resource, id, action, body);
      notify(translate('truffe.action.done'), { type: 'success' });
      refresh();
      return true;
    } catch (failure) {
      const message = (failure as Error).message;
      setError(message);
      notify(message, { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error };
}

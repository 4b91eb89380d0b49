import { EditorModesQueryDocument } from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { useEffect, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFetcher, useLocation } from 'react-router';
import { useQuery } from 'urql';

import { type FormActionData } from '../data/mutationAction';
import { UrqlClientProvider } from '../data/UrqlClientProvider';
import { localizePath, type SiteLocale } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import { editorModesPath } from './editorModesPath';
import { showXRay } from './xRay';
import * as styles from './contribution.css';
import { withoutCampaignParameters } from '../navigation/campaignParameters';

export const contributionMessages = defineMessages({
  label: { id: 'contribution.toolbar.label', defaultMessage: 'Contribution mode' },
  preview: { id: 'contribution.toolbar.preview', defaultMessage: 'Preview' },
  xRay: { id: 'contribution.toolbar.xRay', defaultMessage: 'X-ray' },
  xRayBlock: { id: 'contribution.xRay.block', defaultMessage: 'CMS block' },
  xRayPage: { id: 'contribution.xRay.page', defaultMessage: 'CMS page' },
  on: { id: 'contribution.toolbar.on', defaultMessage: '{mode}: on' },
  off: { id: 'contribution.toolbar.off', defaultMessage: '{mode}: off' },
  notEditor: {
    id: 'contribution.toolbar.notEditor',
    defaultMessage: 'Sign in as an editor to turn preview or x-ray on.',
  },
  failed: { id: 'contribution.toolbar.failed', defaultMessage: 'The mode could not be changed.' },
  back: { id: 'contribution.toolbar.back', defaultMessage: 'Back to the shop' },
});

function ModeSwitch({
  mode,
  label,
  enabled,
  onChanged,
}: {
  mode: 'preview' | 'xray';
  label: string;
  enabled: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const fetcher = useFetcher<FormActionData>();
  const location = useLocation();
  const action = `${localizePath(`/${editorModesPath}`, intl.locale as SiteLocale)}?mode=${mode}`;
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) onChanged();
  }, [fetcher.state, result, onChanged]);
  return (
    <fetcher.Form method="post" action={action} className={styles.form}>
      <input type="hidden" name="enabled" value={String(!enabled)} />
      <input
        type="hidden"
        name="returnTo"
        value={`${location.pathname}${withoutCampaignParameters(location.search)}`}
      />
      <Button
        type="submit"
        size="small"
        appearance={enabled ? 'primary' : 'secondary'}
        aria-pressed={enabled}
        pending={fetcher.state !== 'idle'}
      >
        {intl.formatMessage(enabled ? contributionMessages.on : contributionMessages.off, {
          mode: label,
        })}
      </Button>
      {result && !result.ok ? (
        <span role="alert" className={styles.error}>
          {result.errorMessage ?? intl.formatMessage(contributionMessages.failed)}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

const subscribeToNothing = () => () => {};

/**
 * Contribution mode (spec §4, a global public setting): a toolbar with the preview and x-ray switches.
 * A client widget: the modes come from `editorModes` through urql (never rendered on the server, so
 * cached pages stay the same for everyone); turning a mode on needs an authorized editor session.
 */
export function ContributionToolbar() {
  const { settings } = usePageConfig();
  // False on the server and while hydrating, true once the browser renders: the toolbar is browser-only.
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!settings.contributionMode || !mounted) return null;
  return (
    <UrqlClientProvider>
      <ContributionToolbarContent />
    </UrqlClientProvider>
  );
}

function ContributionToolbarContent() {
  const intl = useIntl();
  const [{ data }, refetch] = useQuery({
    query: EditorModesQueryDocument,
    requestPolicy: 'network-only',
  });
  const modes = data?.editorModes;
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  const xRayOn = Boolean(modes?.editor && modes.xRay);
  const xRayLabels = {
    block: intl.formatMessage(contributionMessages.xRayBlock),
    page: intl.formatMessage(contributionMessages.xRayPage),
  };
  useEffect(
    () => (xRayOn ? showXRay(document, xRayLabels) : undefined),
    // The labels change only with the language, which reloads the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [xRayOn],
  );
  return (
    <aside className={styles.toolbar} aria-label={intl.formatMessage(contributionMessages.label)}>
      <strong>{intl.formatMessage(contributionMessages.label)}</strong>
      <ModeSwitch
        mode="preview"
        label={intl.formatMessage(contributionMessages.preview)}
        enabled={modes?.preview ?? false}
        onChanged={refresh}
      />
      <ModeSwitch
        mode="xray"
        label={intl.formatMessage(contributionMessages.xRay)}
        enabled={modes?.xRay ?? false}
        onChanged={refresh}
      />
      {modes && !modes.editor ? (
        <span className={styles.note}>{intl.formatMessage(contributionMessages.notEditor)}</span>
      ) : null}
    </aside>
  );
}

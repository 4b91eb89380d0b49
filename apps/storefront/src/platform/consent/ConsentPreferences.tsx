import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { usePageConfig } from '../../PageConfigProvider';
import * as styles from './consent.css';
import { consentMessages } from './consentMessages';
import {
  allAccepted,
  allRefused,
  type ConsentChoices,
  type ConsentPurpose,
  consentPurposes,
} from './consentPurposes';
import { useConsentChoices } from './useConsentChoices';

const purposeMessages: Record<
  ConsentPurpose,
  { label: MessageDescriptor; help: MessageDescriptor }
> = {
  analytics: { label: consentMessages.analyticsLabel, help: consentMessages.analyticsHelp },
  reviews: { label: consentMessages.reviewsLabel, help: consentMessages.reviewsHelp },
  performance: { label: consentMessages.performanceLabel, help: consentMessages.performanceHelp },
};

/**
 * The preferences page (`/consent`, linked from the footer and the banner): one choice per purpose, stored
 * for 13 months; refuse all and accept all are one click each here too.
 */
export function ConsentPreferences() {
  const intl = useIntl();
  const { settings } = usePageConfig();
  const [stored, save] = useConsentChoices();
  const [draft, setDraft] = useState<ConsentChoices | null>(null);
  const [saved, setSaved] = useState(false);
  const choices = draft ?? stored ?? allRefused;

  const store = (next: ConsentChoices) => {
    setDraft(next);
    save(next);
    setSaved(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    store(choices);
  };

  return (
    <div className={styles.preferences}>
      <h1>{intl.formatMessage(consentMessages.preferencesTitle)}</h1>
      <p>{intl.formatMessage(consentMessages.preferencesIntro, { siteName: settings.siteName })}</p>
      <form onSubmit={onSubmit}>
        <fieldset className={styles.purposeList}>
          <legend>{intl.formatMessage(consentMessages.purposesLegend)}</legend>
          {consentPurposes.map((purpose) => (
            <Checkbox
              key={purpose}
              name={purpose}
              label={intl.formatMessage(purposeMessages[purpose].label)}
              help={intl.formatMessage(purposeMessages[purpose].help)}
              checked={choices[purpose]}
              // Until the stored choices are known (hydration), the boxes wait.
              disabled={stored === undefined}
              onChange={(event) => {
                setSaved(false);
                setDraft({ ...choices, [purpose]: event.currentTarget.checked });
              }}
            />
          ))}
        </fieldset>
        <div className={styles.preferenceActions}>
          <Button type="submit" disabled={stored === undefined}>
            {intl.formatMessage(consentMessages.save)}
          </Button>
          <Button
            type="button"
            appearance="outline"
            disabled={stored === undefined}
            onClick={() => store(allRefused)}
          >
            {intl.formatMessage(consentMessages.refuseAll)}
          </Button>
          <Button
            type="button"
            appearance="outline"
            disabled={stored === undefined}
            onClick={() => store(allAccepted)}
          >
            {intl.formatMessage(consentMessages.acceptAll)}
          </Button>
        </div>
        <p role="status">{saved ? intl.formatMessage(consentMessages.saved) : null}</p>
      </form>
    </div>
  );
}

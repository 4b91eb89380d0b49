import { type CustomerFragmentFragment } from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { useIntl } from 'react-intl';
import { Form, useLoaderData } from 'react-router';

import * as styles from '../account.css';
import { UserFormAlert, UserNoticeBanner, useUserForm } from './UserFormParts';
import { userMessages } from './userMessages';

export interface NewsletterData {
  me: CustomerFragmentFragment & {
    isSubscribed: boolean;
    newsletterChoiceAt?: string | null;
    newsletterWording: string;
  };
}

/** `/user/newsletter` (spec §2): the choice in force and its date, the consent text, one button to change it. */
export function NewsletterScreen() {
  const intl = useIntl();
  const { me } = useLoaderData<NewsletterData>();
  const form = useUserForm('newsletter');
  // The shop's time zone on the server and in the browser alike: the hydrated text does not change.
  const date = me.newsletterChoiceAt
    ? intl.formatDate(me.newsletterChoiceAt, { dateStyle: 'long', timeZone: 'Europe/Paris' })
    : null;
  const status = !date
    ? intl.formatMessage(userMessages.neverChosen)
    : intl.formatMessage(
        me.isSubscribed ? userMessages.subscribedSince : userMessages.unsubscribedSince,
        { date },
      );
  return (
    <div className={styles.screen} data-testid="user-newsletter">
      <h1 className={styles.title}>{intl.formatMessage(userMessages.newsletterTitle)}</h1>
      <UserNoticeBanner />
      <UserFormAlert refusal={form.refusal} />
      <p data-testid="newsletter-status">{status}</p>
      <Form method="post" className={styles.form}>
        {/* The text the server stores with the choice (newsletter_consent.wording). */}
        <p className={styles.muted} id="newsletter-wording">
          {me.newsletterWording}
        </p>
        <input type="hidden" name="intent" value={me.isSubscribed ? 'unsubscribe' : 'subscribe'} />
        <div>
          <Button type="submit" pending={form.submitting} aria-describedby="newsletter-wording">
            {intl.formatMessage(
              me.isSubscribed ? userMessages.unsubscribe : userMessages.subscribe,
            )}
          </Button>
        </div>
      </Form>
    </div>
  );
}

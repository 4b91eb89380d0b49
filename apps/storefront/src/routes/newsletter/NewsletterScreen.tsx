import { Button } from '@truffe/ui/Button';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';

import { BotCheckField } from '../../components/botCheck/BotCheckField';
import * as accountStyles from '../account/account.css';
import { type NewsletterAnswer } from './newsletterAction';
import { newsletterMessages as m } from './newsletterMessages';

export type NewsletterData = { wording: string };

const tokenPattern = /^[\w-]{20,100}$/;

/**
 * `/newsletter` (spec §2; linked from every footer): the subscription form with the consent text the server
 * stores with the request (RGPD art. 7); `?confirm=<token>` (the e-mailed link of the double opt-in) and
 * `?unsubscribe=<token>` (every newsletter e-mail's link) show the one button that does it. Without
 * JavaScript alike (route action).
 */
export function NewsletterScreen() {
  const intl = useIntl();
  const { wording } = useLoaderData<NewsletterData>();
  const answer = useActionData<NewsletterAnswer | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const [search] = useSearchParams();
  const confirmToken = search.get('confirm') ?? '';
  const unsubscribeToken = search.get('unsubscribe') ?? '';
  const refusal = answer && !answer.ok ? answer : null;

  const alert = refusal ? (
    <p className={accountStyles.alert} role="alert" data-testid="newsletter-error">
      {refusal.errorMessage ?? intl.formatMessage(m.unavailable)}
    </p>
  ) : null;
  const done = (message: string) => (
    <p className={accountStyles.notice} role="status" data-testid="newsletter-done">
      {message}
    </p>
  );

  if (tokenPattern.test(confirmToken) || tokenPattern.test(unsubscribeToken)) {
    const confirming = tokenPattern.test(confirmToken);
    return (
      <div className={accountStyles.screen} data-testid="newsletter">
        <h1 className={accountStyles.title}>
          {intl.formatMessage(confirming ? m.confirmTitle : m.unsubscribeTitle)}
        </h1>
        {answer?.ok ? (
          done(intl.formatMessage(confirming ? m.confirmed : m.unsubscribed))
        ) : (
          <>
            <p className={accountStyles.muted}>
              {intl.formatMessage(confirming ? m.confirmIntro : m.unsubscribeIntro)}
            </p>
            {alert}
            <Form method="post" className={accountStyles.form}>
              <input type="hidden" name="intent" value={confirming ? 'confirm' : 'unsubscribe'} />
              <input
                type="hidden"
                name="token"
                value={confirming ? confirmToken : unsubscribeToken}
              />
              <div>
                <Button type="submit" pending={submitting}>
                  {intl.formatMessage(confirming ? m.confirm : m.unsubscribe)}
                </Button>
              </div>
            </Form>
          </>
        )}
      </div>
    );
  }

  return (
    <div className={accountStyles.screen} data-testid="newsletter">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.title)}</h1>
      {answer?.ok ? (
        done(intl.formatMessage(m.requested))
      ) : (
        <>
          <p className={accountStyles.muted}>{intl.formatMessage(m.intro)}</p>
          {alert}
          <Form method="post" className={accountStyles.form} noValidate>
            <input type="hidden" name="intent" value="subscribe" />
            <TextInput
              label={intl.formatMessage(m.email)}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={refusal?.email}
              error={refusal?.fieldErrors.email}
              aria-describedby="newsletter-consent"
            />
            <section aria-labelledby="newsletter-consent-title">
              <h2 id="newsletter-consent-title" className={accountStyles.subtitle}>
                {intl.formatMessage(m.consentTitle)}
              </h2>
              <p id="newsletter-consent" data-testid="newsletter-wording">
                {wording}
              </p>
            </section>
            <BotCheckField error={refusal?.fieldErrors.botCheck} answer={answer} />
            <div>
              <Button type="submit" pending={submitting}>
                {intl.formatMessage(m.subscribe)}
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

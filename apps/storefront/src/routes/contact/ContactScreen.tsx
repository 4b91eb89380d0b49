import { type MeQueryQuery } from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { Select } from '@truffe/ui/Select';
import { Textarea } from '@truffe/ui/Textarea';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';

import { BotCheckField } from '../../components/botCheck/BotCheckField';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import * as accountStyles from '../account/account.css';
import { contactSubjects } from '../account/helpdesk/helpdeskFormat';
import { helpdeskMessages as m } from '../account/helpdesk/helpdeskMessages';
import { type ContactAnswer } from './contactAction';

export type ContactData = { me: MeQueryQuery['me'] };

/**
 * `/contact` (spec §2; the footer's "Nous contacter"): subject from a list, optional order number, message, and
 * the e-mail address of a visitor (a signed-in customer is answered at its account's address and finds the
 * request under `/user/helpdesk`), with the bot check of the public forms (decision 0756). Works without
 * JavaScript: the route action posts it, a refusal comes back with the typed values and each error beside its
 * field.
 */
export function ContactScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { me } = useLoaderData<ContactData>();
  const answer = useActionData<ContactAnswer | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const refusal = answer && !answer.ok ? answer : null;
  const value = (name: string) => refusal?.values[name];
  const error = (name: string) => refusal?.fieldErrors[name];
  return (
    <div className={accountStyles.screen} data-testid="contact">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.contactTitle)}</h1>
      {answer?.ok ? (
        <>
          <p className={accountStyles.notice} role="status" data-testid="contact-sent">
            {intl.formatMessage(m.contactSent, { id: answer.ticketId })}
          </p>
          {answer.inAccount ? (
            <p>
              <Link to={localizePath(`/user/helpdesk/${answer.ticketId}`, locale)}>
                {intl.formatMessage(m.contactSeeRequest)}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className={accountStyles.muted}>{intl.formatMessage(m.contactIntro)}</p>
          {refusal ? (
            <p className={accountStyles.alert} role="alert" data-testid="contact-error">
              {refusal.errorMessage ?? intl.formatMessage(m.contactUnavailable)}
            </p>
          ) : null}
          <Form method="post" className={accountStyles.form} noValidate>
            <Select
              label={intl.formatMessage(m.contactSubject)}
              name="subject"
              required
              placeholder={intl.formatMessage(m.contactSubjectChoose)}
              options={contactSubjects.map(([subject, message]) => ({
                value: subject,
                label: intl.formatMessage(message),
              }))}
              defaultValue={value('subject') ?? ''}
              error={error('subject')}
            />
            <TextInput
              label={intl.formatMessage(m.contactOrderNumber)}
              name="orderNumber"
              help={intl.formatMessage(m.contactOrderNumberHelp)}
              autoComplete="off"
              maxLength={20}
              defaultValue={value('orderNumber')}
              error={error('orderNumber')}
            />
            {me ? (
              <p className={accountStyles.muted}>
                {intl.formatMessage(m.contactSignedInAs, { email: me.email })}
              </p>
            ) : (
              <TextInput
                label={intl.formatMessage(m.contactEmail)}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={value('email')}
                error={error('email')}
              />
            )}
            <Textarea
              label={intl.formatMessage(m.contactMessage)}
              name="message"
              rows={8}
              required
              maxLength={5000}
              defaultValue={value('message')}
              error={error('message')}
            />
            <BotCheckField error={error('botCheck')} answer={answer} />
            <div>
              <Button type="submit" pending={submitting}>
                {intl.formatMessage(m.contactSubmit)}
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

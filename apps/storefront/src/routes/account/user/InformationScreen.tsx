import { type UserInformationQueryQuery } from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form, useLoaderData, useLocation } from 'react-router';

import { accountMessages } from '../accountMessages';
import * as styles from '../account.css';
import { UserFormAlert, UserNoticeBanner, useUserForm } from './UserFormParts';
import { userMessages } from './userMessages';

export interface InformationData {
  me: NonNullable<UserInformationQueryQuery['me']>;
}

function NameForm({ me }: InformationData) {
  const intl = useIntl();
  const form = useUserForm('name');
  return (
    <Form method="post" className={styles.form} noValidate aria-labelledby="user-name-legend">
      <h2 id="user-name-legend" className={styles.subtitle}>
        {intl.formatMessage(userMessages.nameLegend)}
      </h2>
      <UserFormAlert refusal={form.refusal} />
      <input type="hidden" name="intent" value="name" />
      <div className={styles.names}>
        <TextInput
          label={intl.formatMessage(accountMessages.firstname)}
          name="firstname"
          autoComplete="given-name"
          required
          maxLength={50}
          defaultValue={form.value('firstname') ?? me.firstname}
          error={form.error('firstname')}
        />
        <TextInput
          label={intl.formatMessage(accountMessages.lastname)}
          name="lastname"
          autoComplete="family-name"
          required
          maxLength={50}
          defaultValue={form.value('lastname') ?? me.lastname}
          error={form.error('lastname')}
        />
      </div>
      <div>
        <Button type="submit" pending={form.submitting}>
          {intl.formatMessage(userMessages.saveName)}
        </Button>
      </div>
    </Form>
  );
}

function EmailForm({ me }: InformationData) {
  const intl = useIntl();
  const form = useUserForm('email');
  return (
    <Form method="post" className={styles.form} noValidate aria-labelledby="user-email-legend">
      <h2 id="user-email-legend" className={styles.subtitle}>
        {intl.formatMessage(userMessages.emailLegend)}
      </h2>
      <UserFormAlert refusal={form.refusal} />
      {/* Decision 0923: the address typed by its owner, the same whether or not another account has it. */}
      {me.pendingEmail ? (
        <p className={styles.notice} data-testid="user-pending-email">
          {intl.formatMessage(userMessages.pendingEmail, { email: me.pendingEmail })}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="email" />
      <TextInput
        label={intl.formatMessage(userMessages.newEmail)}
        help={intl.formatMessage(userMessages.emailHelp)}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={form.value('email') ?? me.email}
        error={form.error('email')}
      />
      <PasswordInput
        label={intl.formatMessage(userMessages.emailPassword)}
        showLabel={intl.formatMessage(accountMessages.showPassword)}
        name="password"
        autoComplete="current-password"
        required
        error={form.error('password')}
      />
      <div>
        <Button type="submit" pending={form.submitting}>
          {intl.formatMessage(userMessages.saveEmail)}
        </Button>
      </div>
    </Form>
  );
}

function PasswordForm({ me }: InformationData) {
  const intl = useIntl();
  const form = useUserForm('password');
  return (
    <Form method="post" className={styles.form} noValidate aria-labelledby="user-password-legend">
      <h2 id="user-password-legend" className={styles.subtitle}>
        {intl.formatMessage(userMessages.passwordLegend)}
      </h2>
      <UserFormAlert refusal={form.refusal} />
      <input type="hidden" name="intent" value="password" />
      {/* Password managers pair the new password with the account it belongs to. */}
      <input type="text" name="username" autoComplete="username" value={me.email} readOnly hidden />
      <PasswordInput
        label={intl.formatMessage(userMessages.currentPassword)}
        showLabel={intl.formatMessage(accountMessages.showPassword)}
        name="currentPassword"
        autoComplete="current-password"
        required
        error={form.error('currentPassword')}
      />
      <PasswordInput
        label={intl.formatMessage(userMessages.newPassword)}
        showLabel={intl.formatMessage(accountMessages.showPassword)}
        help={intl.formatMessage(userMessages.newPasswordHelp)}
        name="newPassword"
        autoComplete="new-password"
        required
        error={form.error('newPassword')}
      />
      <div>
        <Button type="submit" pending={form.submitting}>
          {intl.formatMessage(userMessages.savePassword)}
        </Button>
      </div>
    </Form>
  );
}

/** `/user/information` (spec §2): three forms — name, e-mail (asks the password), password. */
export function InformationScreen() {
  const intl = useIntl();
  const { me } = useLoaderData<InformationData>();
  // A new location (the redirect after a change) starts the forms again from the saved values, passwords empty.
  const { key } = useLocation();
  return (
    <div className={styles.screen} data-testid="user-information">
      <h1 className={styles.title}>{intl.formatMessage(userMessages.informationTitle)}</h1>
      <UserNoticeBanner />
      <NameForm key={`name-${key}`} me={me} />
      <EmailForm key={`email-${key}`} me={me} />
      <PasswordForm key={`password-${key}`} me={me} />
    </div>
  );
}

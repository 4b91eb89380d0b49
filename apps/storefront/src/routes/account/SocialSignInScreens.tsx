import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Link } from '@truffe/ui/Link';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { localizePath, type SiteLocale } from '../../i18n/locales';
import { usePageConfig } from '../../PageConfigProvider';
import { accountMessages } from './accountMessages';
import { accountPaths } from './accountPaths';
import { FormRefusalAlert } from './FormRefusalAlert';
import * as styles from './account.css';
import { socialMessages } from './socialMessages';

/** Where the forms of these pages post: the server's social sign-in routes (server/socialSignIn.ts). */
function useServerAction(step: 'link' | 'terms') {
  const intl = useIntl();
  const { baseUrl } = usePageConfig();
  return `${baseUrl.replace(/\/$/, '')}${localizePath(`/login/social/${step}`, intl.locale as SiteLocale)}`;
}

/**
 * `/login/social/link`: the provider's verified e-mail belongs to an account, which is linked only once its
 * password is given (decision 0756). A plain form posted to the server; a refusal comes back as `?error=`.
 */
export function SocialLinkScreen() {
  const intl = useIntl();
  const action = useServerAction('link');
  const [search] = useSearchParams();
  const refused = search.get('error') === 'password';
  const paths = accountPaths(intl.locale as SiteLocale);
  return (
    <div className={styles.screen} data-testid="social-link">
      <h1 className={styles.title}>{intl.formatMessage(socialMessages.linkTitle)}</h1>
      <p className={styles.muted}>{intl.formatMessage(socialMessages.linkIntro)}</p>
      {/* Focused, as the other account forms' refusals are (decision 0928). */}
      <FormRefusalAlert
        refusal={
          refused
            ? { reason: 'failed', errorMessage: intl.formatMessage(socialMessages.linkRefused) }
            : null
        }
        testId="account-error"
      />
      <form method="post" action={action} className={styles.form} noValidate>
        <PasswordInput
          label={intl.formatMessage(accountMessages.password)}
          showLabel={intl.formatMessage(accountMessages.showPassword)}
          name="password"
          autoComplete="current-password"
          required
          error={refused ? intl.formatMessage(socialMessages.linkRefused) : undefined}
        />
        <div>
          <Button type="submit">{intl.formatMessage(socialMessages.linkSubmit)}</Button>
        </div>
      </form>
      <p className={styles.muted}>
        <Link to={paths.passwordRequest}>{intl.formatMessage(accountMessages.forgotPassword)}</Link>
      </p>
    </div>
  );
}

/** `/login/social/terms`: a new identity becomes an account once the CGV are accepted (decision 0756). */
export function SocialTermsScreen() {
  const intl = useIntl();
  const action = useServerAction('terms');
  const [search] = useSearchParams();
  const refused = search.get('error') === 'cgv';
  const paths = accountPaths(intl.locale as SiteLocale);
  return (
    <div className={styles.screen} data-testid="social-terms">
      <h1 className={styles.title}>{intl.formatMessage(socialMessages.termsTitle)}</h1>
      <p className={styles.muted}>{intl.formatMessage(socialMessages.termsIntro)}</p>
      <form method="post" action={action} className={styles.form} noValidate>
        <Checkbox label={intl.formatMessage(accountMessages.newsletter)} name="newsletter" />
        <div>
          <Checkbox
            label={intl.formatMessage(accountMessages.acceptCgv)}
            name="acceptCgv"
            required
            error={refused ? intl.formatMessage(socialMessages.termsRequired) : undefined}
          />
          <a href={paths.cgv} target="_blank" rel="noopener">
            {intl.formatMessage(accountMessages.readCgv)}
          </a>
        </div>
        <div>
          <Button type="submit">{intl.formatMessage(socialMessages.termsSubmit)}</Button>
        </div>
      </form>
    </div>
  );
}

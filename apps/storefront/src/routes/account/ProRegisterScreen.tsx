import { FooterBlocksQueryDocument, type FooterBlocksQueryQuery } from '@truffe/graphql/documents';
import { AddressLineInput } from '@truffe/ui/AddressLineInput';
import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Link } from '@truffe/ui/Link';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { Select } from '@truffe/ui/Select';
import { TextInput } from '@truffe/ui/TextInput';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Form, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { BotCheckField } from '../../components/botCheck/BotCheckField';
import { checkoutCountries } from '../../components/checkout/checkoutForm';
import { checkoutMessages } from '../../components/checkout/checkoutMessages';
import { PageBuilderContent } from '../../components/pagebuilder/PageBuilder';
import { queryData } from '../../data/queryData';
import { localePathPrefixes, type SiteLocale } from '../../i18n/locales';
import { AccountFormAlert, useAccountForm } from './AccountFormAlert';
import { accountMessages } from './accountMessages';
import { accountPaths } from './accountPaths';
import { proActivityChoices, proMessages } from './proMessages';
import * as styles from './account.css';
import * as proStyles from './proRegister.css';

/** The configured CMS block of the professional registration page (spec §2 "a register-pro page block"). */
export const registerProBlockIdentifier = 'register-pro';

export interface ProRegisterData {
  block: FooterBlocksQueryQuery['cmsBlockList'][number] | null;
}

/** The page's CMS block; the form works without it (a failed read shows the form alone). */
export async function proRegisterLoader({ context }: LoaderFunctionArgs): Promise<ProRegisterData> {
  try {
    const blocks = await queryData(context, FooterBlocksQueryDocument, {
      identifiers: [registerProBlockIdentifier],
    });
    return { block: blocks.cmsBlockList[0] ?? null };
  } catch {
    return { block: null };
  }
}

const countryMessages = { FR: checkoutMessages.countryFR, GB: checkoutMessages.countryGB };

/**
 * `/register/pro` (issue 15 item 3; the spec's professional registration page): the company (name, SIRET,
 * intra-EU VAT number, activity, phone, address with the checkout's fields and rules), then the account's
 * names, e-mail, password, CGV and newsletter. Every rule is the server's; its refusals show beside their
 * fields. The new account is pending: signed in, it buys at public prices until approved.
 */
export function ProRegisterScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const paths = accountPaths(locale);
  const { block } = useLoaderData<ProRegisterData>() ?? { block: null };
  const { answer, submitting, form } = useAccountForm();
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  const field = (name: string) => ({
    name,
    defaultValue: form.value(name),
    error: form.error(name),
  });
  const counterText = (used: number, max: number) =>
    intl.formatMessage(checkoutMessages.lineCounter, { used, max });
  return (
    <div className={`${styles.screen} ${proStyles.screen}`} data-testid="register-pro">
      <h1 className={styles.title}>{text(proMessages.title)}</h1>
      {block ? (
        <section aria-label={block.title} data-cms-block={block.identifier}>
          <PageBuilderContent
            childNodes={block.contentWysiwyg.childNodes}
            data={[]}
            sitePrefix={localePathPrefixes[locale]}
          />
        </section>
      ) : (
        <p className={styles.muted}>{text(proMessages.intro)}</p>
      )}
      {answer?.ok ? (
        <>
          <p className={styles.notice} role="status" data-testid="account-message">
            {answer.message}
          </p>
          <p className={styles.muted}>
            <Link to={paths.login}>{text(accountMessages.signInLink)}</Link>
          </p>
        </>
      ) : (
        <>
          <AccountFormAlert answer={answer} />
          <Form method="post" className={styles.form} noValidate>
            <fieldset className={proStyles.group}>
              <legend className={proStyles.legend}>{text(proMessages.company)}</legend>
              <TextInput
                {...field('company')}
                className={proStyles.wide}
                label={text(proMessages.companyName)}
                autoComplete="organization"
                required
                maxLength={255}
              />
              <TextInput
                {...field('siret')}
                label={text(proMessages.siret)}
                help={text(proMessages.siretHelp)}
                inputMode="numeric"
                required
                maxLength={40}
              />
              <TextInput
                {...field('vatNumber')}
                label={text(proMessages.vatNumber)}
                help={text(proMessages.vatNumberHelp)}
                required
                maxLength={40}
              />
              <Select
                {...field('activity')}
                label={text(proMessages.activity)}
                placeholder={text(proMessages.activityChoose)}
                options={proActivityChoices.map((activity) => ({
                  value: activity,
                  label: text(proMessages[activity]),
                }))}
                required
              />
              <TextInput
                {...field('phone')}
                type="tel"
                label={text(proMessages.phone)}
                autoComplete="work tel"
                required
                maxLength={40}
              />
            </fieldset>
            <fieldset className={proStyles.group}>
              <legend className={proStyles.legend}>{text(proMessages.address)}</legend>
              <AddressLineInput
                {...field('address.street.0')}
                className={proStyles.wide}
                label={intl.formatMessage(checkoutMessages.street0)}
                autoComplete="address-line1"
                counterText={counterText}
                required
              />
              <AddressLineInput
                {...field('address.street.1')}
                className={proStyles.wide}
                label={intl.formatMessage(checkoutMessages.street1)}
                autoComplete="address-line2"
                counterText={counterText}
              />
              <TextInput
                {...field('address.postcode')}
                label={intl.formatMessage(checkoutMessages.postcode)}
                autoComplete="postal-code"
                required
              />
              <TextInput
                {...field('address.city')}
                label={intl.formatMessage(checkoutMessages.city)}
                autoComplete="address-level2"
                required
              />
              <Select
                name="address.countryCode"
                defaultValue={form.value('address.countryCode') || 'FR'}
                error={form.error('address.countryCode')}
                label={intl.formatMessage(checkoutMessages.country)}
                autoComplete="country"
                options={checkoutCountries.map((code) => ({
                  value: code,
                  label: intl.formatMessage(countryMessages[code]),
                }))}
                required
              />
            </fieldset>
            <fieldset className={proStyles.group}>
              <legend className={proStyles.legend}>{text(proMessages.you)}</legend>
              <TextInput
                {...field('firstname')}
                label={text(accountMessages.firstname)}
                autoComplete="given-name"
                required
                maxLength={255}
              />
              <TextInput
                {...field('lastname')}
                label={text(accountMessages.lastname)}
                autoComplete="family-name"
                required
                maxLength={255}
              />
              <TextInput
                {...field('email')}
                className={proStyles.wide}
                label={text(accountMessages.email)}
                type="email"
                autoComplete="email"
                required
              />
              <PasswordInput
                className={proStyles.wide}
                label={text(accountMessages.password)}
                showLabel={text(accountMessages.showPassword)}
                help={text(accountMessages.passwordHelp)}
                name="password"
                autoComplete="new-password"
                required
                error={form.error('password')}
              />
            </fieldset>
            <Checkbox
              label={text(accountMessages.newsletter)}
              name="newsletter"
              defaultChecked={form.value('newsletter') === 'on'}
            />
            <div>
              <Checkbox
                label={text(accountMessages.acceptCgv)}
                name="acceptCgv"
                required
                defaultChecked={form.value('acceptCgv') === 'on'}
                error={form.error('acceptCgv')}
              />
              <a href={paths.cgv} target="_blank" rel="noopener">
                {text(accountMessages.readCgv)}
              </a>
            </div>
            <p className={styles.muted}>{text(proMessages.approvalNote)}</p>
            <BotCheckField error={form.error('botCheck')} answer={answer} />
            <div>
              <Button type="submit" pending={submitting}>
                {text(proMessages.submit)}
              </Button>
            </div>
          </Form>
          <p className={styles.muted}>
            {text(accountMessages.alreadyCustomer)}{' '}
            <Link to={paths.login}>{text(accountMessages.signInLink)}</Link>
          </p>
          <p className={styles.muted}>
            <Link to={paths.register}>{text(proMessages.shopperLink)}</Link>
          </p>
        </>
      )}
    </div>
  );
}

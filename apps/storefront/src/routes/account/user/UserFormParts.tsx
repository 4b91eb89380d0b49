import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useNavigation, useSearchParams } from 'react-router';

import { accountMessages } from '../accountMessages';
import * as styles from '../account.css';
import { userMessages } from './userMessages';
import { type UserNotice, userNotices } from './userPaths';
import { type UserFormRefusal } from './userForms';

const noticeMessages = {
  nameSaved: userMessages.noticeNameSaved,
  emailChangeRecorded: userMessages.noticeEmailChangeRecorded,
  passwordChanged: userMessages.noticePasswordChanged,
  addressAdded: userMessages.noticeAddressAdded,
  addressSaved: userMessages.noticeAddressSaved,
  addressDeleted: userMessages.noticeAddressDeleted,
  defaultSaved: userMessages.noticeDefaultSaved,
  subscribed: userMessages.noticeSubscribed,
  unsubscribed: userMessages.noticeUnsubscribed,
} satisfies Record<UserNotice, unknown>;

/**
 * What a change did, after its redirect (`?notice=…`), announced politely to screen readers. A form posted from
 * that address keeps the notice in its URL: when the page's action refused that later post, the notice (about
 * the earlier change) is not shown beside the refusal.
 */
export function UserNoticeBanner() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const answer = useActionData<UserFormRefusal | undefined>();
  const param = search.get('notice');
  const notice = userNotices.find((name) => name === param);
  if (!notice || (answer && !answer.ok)) return null;
  return (
    <p className={styles.notice} role="status" data-testid="user-notice">
      {intl.formatMessage(noticeMessages[notice])}
    </p>
  );
}

/**
 * The state of one form of a page with several: its refusal (only when the action answered this intent), its
 * refused values and field errors, and whether it is being sent.
 */
export function useUserForm(intent: string) {
  const answer = useActionData<UserFormRefusal | undefined>();
  const navigation = useNavigation();
  const refusal = answer && !answer.ok && answer.intent === intent ? answer : null;
  return {
    refusal,
    submitting: navigation.state === 'submitting' && navigation.formData?.get('intent') === intent,
    value: (name: string) => refusal?.values[name],
    error: (name: string) => refusal?.fieldErrors[name],
  };
}

/**
 * A form's refusal above it: the server's message, or "unavailable" when it could not run. It takes the focus
 * (decision 0928), with JavaScript and, by `autofocus`, without: the keyboard goes on from it to the fields.
 */
export function UserFormAlert({ refusal }: { refusal: UserFormRefusal | null }) {
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) ref.current?.focus();
  }, [refusal]);
  if (!refusal) return null;
  const text =
    refusal.errorMessage ??
    (refusal.reason === 'unavailable' ? intl.formatMessage(accountMessages.unavailable) : null);
  if (!text) return null;
  return (
    <p
      ref={ref}
      className={styles.alert}
      role="alert"
      data-testid="user-error"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the post just made, nothing else to read
      autoFocus
    >
      {text}
    </p>
  );
}

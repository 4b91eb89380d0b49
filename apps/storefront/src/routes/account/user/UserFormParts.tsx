import { useIntl } from 'react-intl';
import { useActionData, useNavigation, useSearchParams } from 'react-router';

import * as styles from '../account.css';
import { FormRefusalAlert } from '../FormRefusalAlert';
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

/** A form's refusal above it ({@link FormRefusalAlert}), when the page's action answered this form. */
export function UserFormAlert({ refusal }: { refusal: UserFormRefusal | null }) {
  return <FormRefusalAlert refusal={refusal} testId="user-error" />;
}

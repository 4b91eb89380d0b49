import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useFetcher } from 'react-router';

import { type FormActionData } from '../../data/mutationAction';
import { BotCheckField } from '../botCheck/BotCheckField';
import * as styles from './product.css';
import { reviewMessages } from './reviewMessages';
import { reviewLimits } from './reviewLimits';
import { type CatalogueFormat } from './useCatalogueFormat';
import { noDiscovery } from '../../render/noDiscovery';

const fields = ['nickname', 'title', 'comment'] as const;

/**
 * The write-a-review form: a POST to the product route's action (src/routes/product/reviewAction.ts), so
 * it works before hydration; with JavaScript it is sent by a fetcher and the page stays where it is. The
 * action validates it and answers with translated per-field errors, or the moderation notice.
 */
export function ReviewForm({ sku, format }: { sku: string; format: CatalogueFormat }) {
  const intl = useIntl();
  const fetcher = useFetcher<FormActionData>();
  const baseId = useId();
  // With JavaScript the fetcher holds the answer; without it the form was a page POST to the product
  // route, whose answer is the route's action data.
  const actionData = useActionData<FormActionData | { intent: string } | undefined>();
  // The add-to-cart form posts to the same route: its answers (with an `intent`) are not the review's.
  const result = fetcher.data ?? (actionData && !('intent' in actionData) ? actionData : undefined);
  const fieldErrors = result && !result.ok ? result.fieldErrors : {};
  const errorText = (field: string): string | null => {
    const code = fieldErrors[field];
    if (!code) return null;
    if (field === 'rating') return intl.formatMessage(reviewMessages.ratingRequired);
    if (code === 'too_big') {
      return intl.formatMessage(reviewMessages.tooLong, {
        max: reviewLimits[field as keyof typeof reviewLimits] ?? 0,
      });
    }
    return intl.formatMessage(reviewMessages.required);
  };
  const sending = fetcher.state !== 'idle';
  const labels = {
    nickname: reviewMessages.nickname,
    title: reviewMessages.title,
    comment: reviewMessages.comment,
  };
  if (result?.ok) {
    return (
      <p role="status" className={styles.notice} data-testid="review-moderation">
        {intl.formatMessage(reviewMessages.moderation)}
      </p>
    );
  }
  const ratingError = errorText('rating');
  return (
    <fetcher.Form
      {...noDiscovery}
      method="post"
      action={format.sitePath(`/product/${encodeURIComponent(sku)}`)}
      noValidate
      className={styles.reviewForm}
      aria-labelledby={`${baseId}-heading`}
      preventScrollReset
    >
      <h3 id={`${baseId}-heading`} className={styles.reviewTitle}>
        {intl.formatMessage(reviewMessages.write)}
      </h3>
      {result && !result.ok ? (
        <p role="alert" className={styles.errorText}>
          {result.reason === 'invalid'
            ? intl.formatMessage(reviewMessages.invalid)
            : result.reason === 'unavailable'
              ? intl.formatMessage(reviewMessages.unavailable)
              : (result.errorMessage ?? intl.formatMessage(reviewMessages.failed))}
        </p>
      ) : null}
      <input type="hidden" name="sku" value={sku} />
      <fieldset
        className={styles.ratingFieldset}
        aria-describedby={ratingError ? `${baseId}-rating-error` : undefined}
      >
        <legend className={styles.optionLabel}>{intl.formatMessage(reviewMessages.rating)}</legend>
        <div className={styles.ratingChoices}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.choice}>
              <input type="radio" name="rating" value={stars} />
              <span>{intl.formatMessage(reviewMessages.stars, { count: stars })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${baseId}-rating-error`} className={styles.errorText}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      {fields.map((field) => {
        const id = `${baseId}-${field}`;
        const error = errorText(field);
        const Field = field === 'comment' ? 'textarea' : 'input';
        return (
          <div key={field} className={styles.customOption}>
            <label htmlFor={id} className={styles.optionLabel}>
              {intl.formatMessage(labels[field])}
            </label>
            <Field
              id={id}
              name={field}
              maxLength={reviewLimits[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={field === 'comment' ? styles.textarea : styles.textInput}
              {...(field === 'comment'
                ? { rows: 5 }
                : { autoComplete: field === 'nickname' ? 'nickname' : 'off' })}
            />
            {error ? (
              <p id={`${id}-error`} className={styles.errorText}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* A refusal of the bot check comes back as the mutation's message, in the alert above. */}
      <BotCheckField answer={result} />
      <button type="submit" className={styles.primaryButton} aria-disabled={sending || undefined}>
        {intl.formatMessage(sending ? reviewMessages.sending : reviewMessages.submit)}
      </button>
    </fetcher.Form>
  );
}

import { useIntl } from 'react-intl';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type PickupPointView } from './checkoutTypes';

/** The opening hours of a point, one line per day of the week (Monday first), closed days included. */
export function openingLines(
  schedule: PickupPointView['schedule'],
): { day: number; periods: { opens: string; closes: string }[] }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    periods: schedule
      .filter((opening) => opening.day === day)
      .map(({ opens, closes }) => ({ opens, closes })),
  }));
}

/** A weekday's name in the site's language (1 = Monday). */
function weekdayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/**
 * The pickup points as a list of radios (the primary control, in the order the server returns them, the
 * nearest first), each with its name, address and opening hours; the number matches the map's marker.
 */
export function PickupPointList({
  points,
  selectedId,
  onChoose,
  error,
}: {
  points: readonly PickupPointView[];
  selectedId: string | null;
  onChoose: (id: string) => void;
  error?: string;
}) {
  const intl = useIntl();
  const errorId = 'pickup-point-error';
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{intl.formatMessage(checkoutMessages.pickupPoints)}</legend>
      {error ? (
        <p id={errorId} className={styles.alert}>
          {error}
        </p>
      ) : null}
      <ol className={styles.choices}>
        {points.map((point, index) => {
          const inputId = `pickup-point-${point.id}`;
          return (
            <li key={point.id} className={styles.choice} data-testid="pickup-point">
              <input
                id={inputId}
                type="radio"
                name="pickupPointId"
                value={point.id}
                className={styles.choiceInput}
                checked={selectedId === point.id}
                onChange={() => onChoose(point.id)}
                aria-describedby={`${inputId}-details`}
              />
              <span className={styles.choiceText}>
                <label htmlFor={inputId} className={styles.choiceTitle}>
                  <span className={styles.pointNumber}>{index + 1}.</span> {point.name}
                </label>
                <span id={`${inputId}-details`} className={styles.choiceText}>
                  <span>
                    {point.street.join(', ')}, {point.postcode} {point.city}
                  </span>
                  <span className={styles.muted}>
                    {intl.formatMessage(checkoutMessages.pickupHours)}
                  </span>
                  {openingLines(point.schedule).map(({ day, periods }) => (
                    <span key={day} className={styles.hours}>
                      {weekdayName(day, intl.locale)}{' '}
                      {periods.length === 0
                        ? intl.formatMessage(checkoutMessages.pickupClosed)
                        : intl.formatList(
                            periods.map((period) =>
                              intl.formatMessage(checkoutMessages.pickupPeriod, period),
                            ),
                          )}
                    </span>
                  ))}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

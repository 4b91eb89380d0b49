import { useId, type ReactNode } from 'react';

import * as styles from '../status/status.css';

export const errorViewHeadingLevels = [1, 2] as const;
export type ErrorViewHeadingLevel = (typeof errorViewHeadingLevels)[number];

export interface ErrorViewProps {
  /** @defaultValue 'An error occured.' (spec §8, spelling included) */
  title?: string;
  /** The error text shown under the title. */
  details?: string;
  /** A status code drawn large above the title (404, 500). */
  code?: string | number;
  /** Explanation for the reader. */
  description?: ReactNode;
  /** Actions: back home, retry. */
  children?: ReactNode;
  /** @defaultValue 1 */
  headingLevel?: ErrorViewHeadingLevel;
}

/** What an error boundary or the 404/500 pages render. Presentational; strings come translated. */
export function ErrorView({
  title = 'An error occured.',
  details,
  code,
  description,
  children,
  headingLevel = 1,
}: ErrorViewProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.view} aria-labelledby={titleId}>
      {code !== undefined ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description ? <div className={styles.body}>{description}</div> : null}
      {details ? (
        <p className={styles.details} role="alert">
          {details}
        </p>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}

import * as styles from './lazyProbe.css';

/**
 * A lazy screen of the test-only routes: the pattern the category, product and cms-page screens follow (the
 * component in its own chunk; its styles in the app's one stylesheet, linked in the server HTML, decision 0802).
 */
export function LazyProbe() {
  return (
    <p className={styles.lazyProbe} data-testid="lazy-probe">
      Lazy screen
    </p>
  );
}

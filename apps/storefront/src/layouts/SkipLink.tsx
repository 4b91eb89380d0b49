import { defineMessages, useIntl } from 'react-intl';

import * as shell from '../styles/shell.css';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'shell.layout.skipToContent', defaultMessage: 'Skip to content' },
});

/** "Skip to content": the first link of every layout, to the page's `<main id="main">` (WCAG 2.4.1). */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a href="#main" className={shell.skipLink}>
      {intl.formatMessage(layoutMessages.skipToContent)}
    </a>
  );
}

/**
 * The one way this project launches a browser (Playwright end-to-end, Storybook story tests, Lighthouse):
 * the system Chromium (`npm test` finds or installs it and sets CHROMIUM_PATH), headless, and without the
 * background network traffic that a machine with no internet answers with refused connections.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright `launchOptions`. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

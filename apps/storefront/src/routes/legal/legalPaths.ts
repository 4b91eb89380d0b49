/**
 * Paths of the legal pages inside each site (issue 20), linked from every footer. Kept apart from the lazy
 * legal notice screen so that the footer does not pull it into the shell.
 */

/** The legal notice (`/mentions-legales` on both sites, like `/rgpd`). */
export const legalNoticePath = '/mentions-legales';

/** The terms of sale: the CMS page `cgv`, where the checkout's acceptance links. */
export const termsOfSalePath = '/user/cgv';

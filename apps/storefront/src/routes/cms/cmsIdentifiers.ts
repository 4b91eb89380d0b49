// The CMS page identifiers the app names (decision 0901: a module of their own, so that the page heads of the
// shell do not bring the CMS page query with them).

/** The configured no-route CMS page identifier (spec §2 catch-all; `web/default/cms_no_route`). */
export const noRouteIdentifier = 'no-route';

/** The homepage identifier (spec §2). */
export const homeIdentifier = 'home';

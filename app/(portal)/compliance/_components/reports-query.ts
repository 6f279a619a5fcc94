/** Shared by the page (server) and the reports islands: how many reports the list shows and its query key. */
export const REPORTS_SHOWN = 25;
export const REPORTS_QUERY_KEY = ['compliance-reports'] as const;

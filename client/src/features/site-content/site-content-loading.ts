/** What the Site content tab says while its code and documents load: the dashboard reads it before the tab's code. */
export const siteContentLoading = 'Loading site content…';

/** What the Submissions tab says while its code and data load: the dashboard reads it before the tab's code. */
export const submissionsLoading = 'Loading submissions…';

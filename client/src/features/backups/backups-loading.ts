/** What the Backups panel says while its code and data load: the dashboard reads it before the panel's code. */
export const backupsLoading = 'Loading the state of the backups…';

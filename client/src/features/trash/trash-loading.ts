/** What the Trash tab says while its code and data load: the dashboard reads it before the tab's code. */
export const trashLoading = 'Loading the trash…';

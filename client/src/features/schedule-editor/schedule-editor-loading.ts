/** What the Schedule tab says while its code and documents load: the dashboard reads it before the tab's code. */
export const scheduleEditorLoading = 'Loading the schedule…';

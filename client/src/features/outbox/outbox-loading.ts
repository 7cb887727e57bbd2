/** What the Outbox tab says while its code and data load: the dashboard reads it before the tab's code. */
export const outboxLoading = 'Loading the outbox…';

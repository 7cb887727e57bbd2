// What each tab of Messages says while its code and data load: read by the area's route, apart from the tabs' texts.
export const inboxLoading = 'Loading your messages…';
export const writeLoading = 'Loading whom you can write to…';
export const sentLoading = 'Loading the messages sent…';

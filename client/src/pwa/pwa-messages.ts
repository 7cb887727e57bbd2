// Every text the offline and update features show, read by the pages and by the
// service worker (which answers for the page when the network is gone).
export const pwaMessages = {
  offline: 'You are offline. Pages you have visited are still available.',
  backOnline: 'You are back online.',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
  iosInstallHint: 'To install this app, tap Share and then Add to Home Screen.',
  offlinePageTitle: 'You are offline',
  offlinePageText: 'This page has not been saved on this device, so it cannot be shown without a connection.',
  offlinePageLink: 'Back to the home page',
  formQueuedTitle: 'Form saved on this device',
  formQueued: 'You are offline. Your form is saved on this device and will be sent when you are back online.',
  formSent: 'Your saved form has been sent.',
} as const;

/** Messages between the pages and the service worker. */
export const swMessageTypes = {
  skipWaiting: 'SKIP_WAITING',
  replayForms: 'REPLAY_FORMS',
  formSent: 'FORM_SENT',
} as const;

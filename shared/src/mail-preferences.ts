// Mail preferences: the one choice a recipient has over the co-op's mail (whether announcements come), reached
// from the unsubscribe link in every announcement without signing in, or by a signed-in member for their own
// address. The page's address, the link's token and the words both sides show live here once.

/** The preferences page; opened from a mail as `/preferences?token=…`, which is also the one-click address. */
export const mailPreferencesPath = '/preferences';

/** The query parameter carrying an address's token in the unsubscribe link. */
export const mailPreferencesTokenParam = 'token';

/**
 * A token as the server makes them (24 random bytes, base64url). Anything else is refused before it is looked up,
 * with the same answer as a token nobody holds.
 */
export const mailPreferencesTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** The body a mail program POSTs to the unsubscribe address to stop announcements in one click. */
export const oneClickUnsubscribeBody = 'List-Unsubscribe=One-Click';

export const mailPreferencesMessages = {
  unknownToken:
    'This link to mail preferences is not valid. Use the link in a recent message from the co-op, or sign in to see your own.',
  choiceInvalid: 'Please say whether announcements from the co-op should come to this address',
  signInOrLink: 'Sign in, or open the link at the foot of an announcement, to see your mail preferences.',
  signIn: 'Sign in',
  heading: 'Mail preferences',
  address: (address: string) => `Mail preferences for ${address}`,
  choice: 'Announcements from the co-op',
  receive: 'Receive',
  stop: 'Stop',
  alwaysCome:
    "Notices about your household's own children's classes (a cancelled or moved meeting, a place in a class) and about your account always come, whatever you choose here.",
  stopButton: 'Stop announcements',
  save: 'Save',
  saved: 'Your mail preferences are saved.',
  stopped: 'You will no longer receive announcements from the co-op at this address.',
  receiving: 'You receive announcements from the co-op at this address.',
  loading: 'Loading your mail preferences…',
  saving: 'Saving your mail preferences…',
  loadFailed: 'Your mail preferences could not be loaded. Please try again.',
  saveFailed: 'Your mail preferences could not be saved. Please try again.',
} as const;

/** The link in a message that opens the preferences page for one address (and takes the one-click POST). */
export function mailPreferencesUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${mailPreferencesPath}?${mailPreferencesTokenParam}=${encodeURIComponent(token)}`;
}

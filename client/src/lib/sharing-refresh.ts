/**
 * How often the shared files and links ask whether they changed. Longer than the accounts' 5 s: no one waits
 * on a shared file or link the way an applicant waits for approval, and members leave these tabs open on
 * phones, where fewer wake-ups save battery. One's own shares and deletes show at once whatever the interval.
 */
export const SHARING_REFRESH_MS = 15_000;

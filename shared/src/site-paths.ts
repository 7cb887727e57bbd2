import { mailPreferencesPath } from './mail-preferences';
import type { PublicFormName } from './public-forms';

// The site's addresses that more than one side knows: the client's routes, the server's collector and static
// pages, and the service worker's cache rules.

/** Pages the client renders that the server or the service worker also names. */
export const sitePaths = {
  home: '/',
  enrollment: '/enrollment',
  enrollmentThankYou: '/enrollment/thank-you',
  thankYou: '/thank-you',
  forgotPassword: '/forgot-password',
  /** Opened from the reset e-mail as `/reset-password?token=…`. */
  resetPassword: '/reset-password',
  /** Opened from the confirmation e-mail sent at signup as `/verify-email?token=…`. */
  verifyEmail: '/verify-email',
} as const;

/** The member pages the server's e-mail links to (the client's own addresses are checked against these). */
export const loginPath = '/login';
export const dashboardPath = '/secure/dashboard';

/** User Management's Pending Approval list on the dashboard, where administrators approve new accounts. */
export const pendingAccountsPath = `${dashboardPath}?tab=users&group=pending`;
/** Pages served to anyone but kept out of search engines and the sitemap: they only make sense from a link. */
export const unlistedPagePaths: readonly string[] = [
  sitePaths.forgotPassword,
  sitePaths.resetPassword,
  sitePaths.verifyEmail,
  mailPreferencesPath,
];

/** The home page's sections holding its two forms: `/#class-request`, `/#teacher-solicitation`. */
export const formSections = { classRequest: 'class-request', teacherSolicitation: 'teacher-solicitation' } as const;

/** A key as addresses spell it, with hyphens: `jr_high` → `jr-high`. */
function keySlug(key: string): string {
  return key.replace(/_/g, '-');
}

/** The name of a public form in addresses: `/forms/class-request`, `?form=class-request`. */
export const formSlug: (form: PublicFormName) => string = keySlug;

/** The prefix of the collector's addresses: every form post goes to `/forms/{slug}`. */
export const formsPath = '/forms';

/** Where a phone posts a class roster's attendance marks. */
export const attendanceMarksPath = '/api/attendance-marks.php';

/** Where a phone at the door posts a volunteer's check-in or check-out. */
export const volunteerChecksPath = '/api/volunteer-checks.php';

/**
 * Members' writes made at the door or in a classroom, where the signal is often gone: posted while offline, the
 * service worker keeps them on the device with the public forms and sends them once the connection returns. Each
 * post carries an id its sender chose, so the server stores a post sent again only once.
 */
export const offlineWritePaths: readonly string[] = [attendanceMarksPath, volunteerChecksPath];

/** Whether a POST to this path waits in the device's queue when it cannot be sent. */
export function isOfflineQueued(pathname: string): boolean {
  return pathname.startsWith(`${formsPath}/`) || offlineWritePaths.includes(pathname);
}

/** Where a form posts when no form provider is configured: the co-op's own collector. */
export function formPath(form: PublicFormName): string {
  return `${formsPath}/${formSlug(form)}`;
}

/** Addresses under these are the server's (the API, downloads, form posts): never cached, never a page. */
export const privatePathNames = ['graphql', 'api', 'files', 'forms'] as const;

/** Everything the server answers itself, so that its page fallback never answers it with HTML. */
export const serverPathNames = [...privatePathNames, 'healthz', 'content'] as const;

/** Matches `/{name}` and everything under it, for one of the names. */
export function pathsUnder(names: readonly string[]): RegExp {
  return new RegExp(`^\\/(${names.join('|')})(\\/|$)`);
}

/** The server's iCalendar feeds of content/catalog.json: `/calendar.ics` (every class) and `/calendar/{group}.ics`. */
export const calendarFeedsPath = '/calendar';

/** Every class's feed, or one group's (`jr_high` → `/calendar/jr-high.ics`). */
export function calendarFeedPath(groupKey?: string): string {
  return groupKey ? `${calendarFeedsPath}/${calendarGroupSlug(groupKey)}.ics` : `${calendarFeedsPath}.ics`;
}

export const calendarGroupSlug = keySlug;

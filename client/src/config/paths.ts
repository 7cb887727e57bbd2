// Every URL of the site, in one place. Components build links with
// `getHref` and the router registers `path`, so a route is renamed once. The
// addresses the server and the service worker know too come from the contract.
import { calendarFeedPath, dashboardPath, formSections, mailPreferencesPath, sitePaths } from '@coop/contract';

/** Scroll targets on the home page: `/#about`, `/#classes`, … */
export const homeSections = {
  about: 'about',
  classes: 'classes',
  calendar: 'calendar',
  contact: 'contact',
  classRequest: formSections.classRequest,
  teacherSolicitation: formSections.teacherSolicitation,
} as const;

export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

/** Per-class pages, each at the site root (`/grade1`, …, `/grade9-12`, `/spanish-bites`). */
export const classPageSlugs = [
  'grade1',
  'grade2',
  'grade3',
  'grade4',
  'grade5',
  'grade6',
  'grade7',
  'grade8',
  'grade9-12',
  'spanish-bites',
] as const;

export type ClassPageSlug = (typeof classPageSlugs)[number];

/** The query parameter naming the class page whose classes the home page's calendar shows. */
const classCalendarQuery = 'classes';

/** A page at one address: the router registers `path`, links use `getHref()`. */
function page<P extends string>(path: P) {
  return { path, getHref: () => path };
}

export const paths = {
  home: page(sitePaths.home),
  homeSection: {
    getHref: (section: HomeSection) => `/#${section}`,
  },
  /** The home page's class calendar, whole or narrowed to one class page's classes (`/?classes=grade3#calendar`). */
  classCalendar: {
    query: classCalendarQuery,
    getHref: (slug?: ClassPageSlug) =>
      `/${slug ? `?${new URLSearchParams({ [classCalendarQuery]: slug })}` : ''}#${homeSections.calendar}`,
  },
  login: {
    path: '/login',
    /** `redirectTo` is the page to return to after logging in (a path on this site). */
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  signup: page('/signup'),
  forgotPassword: page(sitePaths.forgotPassword),
  /** Opened from the reset e-mail, which carries the link's token in the query. */
  resetPassword: page(sitePaths.resetPassword),
  /** Opened from the confirmation e-mail sent at signup, which carries the link's token in the query. */
  verifyEmail: page(sitePaths.verifyEmail),
  /** Opened from the unsubscribe link at the foot of every announcement, which carries the address's token. */
  mailPreferences: page(mailPreferencesPath),
  signupPending: page('/signup/pending'),
  dashboard: page(dashboardPath),
  newsEvents: page('/news-events'),
  enrollment: page(sitePaths.enrollment),
  enrollmentThankYou: page(sitePaths.enrollmentThankYou),
  /** Where the home page's Suggest a New Class and Join Our Teaching Team posts land. */
  thankYou: page(sitePaths.thankYou),
  /** The server's iCalendar feeds (content/catalog.json): every class, or one group's. */
  calendarFeed: {
    getHref: calendarFeedPath,
  },
  classes: page('/classes'),
  classPage: {
    /** One route per slug: `/:slug` at the root would swallow every unknown URL. */
    paths: classPageSlugs.map((slug) => `/${slug}` as const),
    getHref: (slug: ClassPageSlug) => `/${slug}` as const,
  },
  teachers: page('/teachers'),
  resources: page('/resources'),
} as const;

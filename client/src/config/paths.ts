// Every URL of the site, in one place. Components build links with
// `getHref` and the router registers `path`, so a route is renamed once.

/** Scroll targets on the home page: `/#about`, `/#classes`, … */
export const homeSections = {
  about: 'about',
  classes: 'classes',
  calendar: 'calendar',
  contact: 'contact',
  classRequest: 'class-request',
  teacherSolicitation: 'teacher-solicitation',
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

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  homeSection: {
    getHref: (section: HomeSection) => `/#${section}`,
  },
  login: {
    path: '/login',
    /** `redirectTo` is the page to return to after logging in (a path on this site). */
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: {
    path: '/signup',
    getHref: () => '/signup',
  },
  signupPending: {
    path: '/signup/pending',
    getHref: () => '/signup/pending',
  },
  dashboard: {
    path: '/secure/dashboard',
    getHref: () => '/secure/dashboard',
  },
  newsEvents: {
    path: '/news-events',
    getHref: () => '/news-events',
  },
  enrollment: {
    path: '/enrollment',
    getHref: () => '/enrollment',
  },
  enrollmentThankYou: {
    path: '/enrollment/thank-you',
    getHref: () => '/enrollment/thank-you',
  },
  /** Where the home page's Suggest a New Class and Join Our Teaching Team posts land. */
  thankYou: {
    path: '/thank-you',
    getHref: () => '/thank-you',
  },
  /** The server's iCalendar feeds (content/catalog.json): every class, or one group's. */
  calendarFeed: {
    getHref: (groupKey?: string) => (groupKey ? `/calendar/${groupKey.replace(/_/g, '-')}.ics` : '/calendar.ics'),
  },
  classes: {
    path: '/classes',
    getHref: () => '/classes',
  },
  classPage: {
    /** One route per slug: `/:slug` at the root would swallow every unknown URL. */
    paths: classPageSlugs.map((slug) => `/${slug}` as const),
    getHref: (slug: ClassPageSlug) => `/${slug}` as const,
  },
  teachers: {
    path: '/teachers',
    getHref: () => '/teachers',
  },
  resources: {
    path: '/resources',
    getHref: () => '/resources',
  },
} as const;

import { homeSections, paths } from './paths';

export type NavItem = {
  label: string;
  href: string;
  /** A section of the home page (`/#about`) rather than a page of its own. */
  section?: true;
  /** Marked current on the addresses below its own too (a members' area on each of its tabs). */
  subpages?: true;
};

// Navigation items in display order; the signed-in and signed-out ones are in features/auth.
export const navItems: readonly NavItem[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'About', href: paths.homeSection.getHref(homeSections.about), section: true },
  { label: 'Classes', href: paths.homeSection.getHref(homeSections.classes), section: true },
  { label: 'News & Events', href: paths.newsEvents.getHref() },
  { label: 'Enroll', href: paths.enrollment.getHref() },
  { label: 'Calendar', href: paths.homeSection.getHref(homeSections.calendar), section: true },
  { label: 'Teachers', href: paths.teachers.getHref() },
  { label: 'Resources', href: paths.resources.getHref() },
  { label: 'Contact', href: paths.homeSection.getHref(homeSections.contact), section: true },
];

export const loginNavItem: NavItem = { label: 'Login', href: paths.login.getHref() };

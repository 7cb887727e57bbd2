import { classList } from '../../../client/src/features/classes/class-list';
import { paths } from '../../../client/src/config/paths';
import { home } from './site-content';

// The public routes, each with the heading a visitor sees first. The class cards' titles are the client's own
// list (its unit test holds them to the co-op's wording); these tests check that the built pages show them.
export const classCards: Array<[path: string, title: string]> = classList.map((entry) => [
  paths.classPage.getHref(entry.slug),
  entry.title,
]);

export const publicRoutes: Array<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: home.hero.title },
  { path: '/classes', heading: 'Our Classes' },
  ...classCards.map(([path, heading]) => ({ path, heading })),
  { path: '/teachers', heading: 'Our Teachers' },
  { path: '/resources', heading: 'Resources' },
  { path: '/news-events', heading: 'News and Events' },
  { path: '/enrollment', heading: 'Class Enrollment Form' },
  { path: '/enrollment/thank-you', heading: /thank you/i },
  { path: '/thank-you', heading: /thank you/i },
  { path: '/login', heading: /log ?in/i },
  { path: '/signup', heading: /account|sign ?up/i },
  { path: '/signup/pending', heading: 'Account Pending Approval' },
  { path: '/forgot-password', heading: 'Forgot Your Password?' },
  { path: '/reset-password', heading: 'Choose a New Password' },
  { path: '/verify-email', heading: 'Confirm Your E-mail Address' },
];

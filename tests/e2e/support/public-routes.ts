import { home } from './site-content';

// The public routes, each with the heading a visitor sees first.
export const classCards: Array<[path: string, title: string]> = [
  ['/grade1', 'Grade 1 (Multiple locations)'],
  ['/grade2', 'Grade 2 (Multiple locations)'],
  ['/grade3', 'Grade 3 (Catalyst location)'],
  ['/grade4', 'Grade 4 (Catalyst location)'],
  ['/grade5', 'Grade 5 (Multiple locations)'],
  ['/grade6', 'Grade 6 (Multiple locations)'],
  ['/grade7', 'Grade 7 (Multiple locations)'],
  ['/grade8', 'Grade 8 (Multiple locations)'],
  ['/grade9-12', 'Grade 9th - 12th High School (Multiple locations)'],
  ['/spanish-bites', 'Spanish Bites (Academic Advantage)'],
];

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
];

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

// The enrollment form, its thank-you page, and the thank-you page of the home page's forms.
export const enrollmentRoutes: RouteObject[] = [
  {
    path: paths.enrollment.path,
    lazy: async () => ({ Component: (await import('../../routes/enrollment')).EnrollmentRoute }),
  },
  {
    path: paths.enrollmentThankYou.path,
    lazy: async () => ({ Component: (await import('../../routes/enrollment-thank-you')).EnrollmentThankYouRoute }),
  },
  {
    path: paths.thankYou.path,
    lazy: async () => ({ Component: (await import('../../routes/thank-you')).ThankYouRoute }),
  },
];

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The login page's module, which holds the forgotten-password pages too: one import for the three routes. */
const loginPages = () => import('../../routes/login');

// Login, signup, the pending notice, the forgotten-password pages and the guarded dashboard. The dashboard's
// module is the only one that loads the GraphQL client.
export const memberRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await loginPages()).LoginRoute }),
  },
  {
    path: paths.signup.path,
    lazy: async () => ({ Component: (await import('../../routes/signup')).SignupRoute }),
  },
  {
    path: paths.signupPending.path,
    lazy: async () => ({ Component: (await import('../../routes/signup-pending')).SignupPendingRoute }),
  },
  {
    path: paths.forgotPassword.path,
    lazy: async () => ({ Component: (await loginPages()).ForgotPasswordRoute }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({ Component: (await loginPages()).ResetPasswordRoute }),
  },
  {
    path: paths.dashboard.path,
    lazy: async () => ({ Component: (await import('../../routes/dashboard')).DashboardRoute }),
  },
];

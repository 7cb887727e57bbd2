import { memberAreas, memberAreaTabs } from '@coop/contract';
import type { RouteObject } from 'react-router-dom';
import type { WorkArea } from '../../config/member-area-paths';
import { paths } from '../../config/paths';

/** The login page's module, which holds the forgotten-password and confirmation pages too: one import for them. */
const loginPages = () => import('../../routes/login');

/** An area at its address, with a child route per tab so that switching tabs keeps the page (and the focus). */
function areaRoute(area: WorkArea, lazy: RouteObject['lazy']): RouteObject {
  return { path: memberAreas[area].path, lazy, children: memberAreaTabs(area).map((tab) => ({ path: tab.id })) };
}

// Login, signup, the pending notice, the forgotten-password pages, the guarded dashboard and the members' areas,
// each area a chunk of its own. The dashboard's and the areas' modules are the only ones that load the GraphQL
// client.
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
    path: paths.verifyEmail.path,
    lazy: async () => ({ Component: (await loginPages()).VerifyEmailRoute }),
  },
  {
    path: paths.mailPreferences.path,
    lazy: async () => ({ Component: (await loginPages()).MailPreferencesRoute }),
  },
  {
    path: paths.dashboard.path,
    lazy: async () => ({ Component: (await import('../../routes/dashboard')).DashboardRoute }),
  },
  areaRoute('office', async () => ({ Component: (await import('../../routes/office-area')).OfficeAreaRoute })),
  areaRoute('classes', async () => ({ Component: (await import('../../routes/classes-area')).ClassesAreaRoute })),
  areaRoute('family', async () => ({ Component: (await import('../../routes/family-area')).FamilyAreaRoute })),
  areaRoute('payments', async () => ({
    Component: (await import('../../routes/payments-area')).PaymentsAreaRoute,
  })),
  areaRoute('attendance', async () => ({
    Component: (await import('../../routes/attendance-area')).AttendanceAreaRoute,
  })),
  areaRoute('messages', async () => ({
    Component: (await import('../../routes/messages-area')).MessagesAreaRoute,
  })),
  areaRoute('directory', async () => ({
    Component: (await import('../../routes/directory-area')).DirectoryAreaRoute,
  })),
  areaRoute('site', async () => ({ Component: (await import('../../routes/site-area')).SiteAreaRoute })),
  areaRoute('volunteering', async () => ({
    Component: (await import('../../routes/volunteering-area')).VolunteeringAreaRoute,
  })),
  areaRoute('system', async () => ({ Component: (await import('../../routes/system-area')).SystemAreaRoute })),
];

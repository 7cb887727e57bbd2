import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingStatus } from '../components/loading-status';
import { Tabs } from '../components/tabs';
import { paths } from '../config/paths';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import { RequireAuth } from '../features/auth/components/require-auth';
import { expireSession, onSignOut, requirePasswordReset } from '../features/auth/auth-store';
import { useAuth } from '../features/auth/use-auth';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { chooseTab, dashboardTabs, type DashboardTab } from '../features/dashboard/dashboard-tabs';
import '../features/dashboard/dashboard.css';
import { FileSharing } from '../features/files/components/file-sharing';
import { LinkSharing } from '../features/links/components/link-sharing';
import { Submissions } from '../features/submissions/components/submissions';
import { enrollmentOfficeUiMessages } from '../features/enrollment-office/enrollment-office-ui-messages';
import { outboxUiMessages } from '../features/outbox/outbox-ui-messages';
import { trashUiMessages } from '../features/trash/trash-ui-messages';
import { UserManagement } from '../features/users/components/user-management';
import { createApolloClient } from '../lib/apollo-client';
import { downloadFile } from '../lib/download-file';
import { readToken, type SessionUser } from '../lib/auth-storage';
import { PageMeta } from '../lib/page-meta';

// The GraphQL client lives in this route's chunk only: no public page loads it.
const apolloClient = createApolloClient({
  getToken: readToken,
  onErrorCode(code) {
    if (code === 'UNAUTHENTICATED') expireSession();
    else if (code === 'PASSWORD_RESET_REQUIRED') requirePasswordReset();
  },
});
// Nothing one member saw may be shown to the next one on this browser.
onSignOut(() => void apolloClient.clearStore());

// Administrators only, and seldom opened: its code is fetched when the tab is.
const Trash = lazy(async () => ({ default: (await import('../features/trash/components/trash')).Trash }));
const Outbox = lazy(async () => ({ default: (await import('../features/outbox/components/outbox')).Outbox }));
// One role each, and not what most members open first: fetched when the tab is.
const Enrollments = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/enrollments')).Enrollments,
}));
const MyClasses = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/my-classes')).MyClasses,
}));
const MyFamily = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/my-family')).MyFamily,
}));

function panelFor(tab: DashboardTab, user: SessionUser, passwordResetRequired: boolean): ReactNode {
  switch (tab) {
    case 'files':
      return <FileSharing viewer={user} />;
    case 'links':
      return <LinkSharing viewer={user} />;
    case 'password':
      return <ChangePasswordForm required={passwordResetRequired} />;
    case 'users':
      return <RequireAuth role="admin">{(admin) => <UserManagement viewer={admin} />}</RequireAuth>;
    case 'submissions':
      return <RequireAuth role="admin">{() => <Submissions />}</RequireAuth>;
    case 'trash':
      return (
        <RequireAuth role="admin">
          {() => (
            <Suspense fallback={<LoadingStatus>{trashUiMessages.loading}</LoadingStatus>}>
              <Trash />
            </Suspense>
          )}
        </RequireAuth>
      );
    case 'outbox':
      return (
        <RequireAuth role="admin">
          {() => (
            <Suspense fallback={<LoadingStatus>{outboxUiMessages.loading}</LoadingStatus>}>
              <Outbox />
            </Suspense>
          )}
        </RequireAuth>
      );
    case 'enrollments':
      return (
        <RequireAuth role="admin">
          {() => (
            <Suspense fallback={<LoadingStatus>{enrollmentOfficeUiMessages.classesLoading}</LoadingStatus>}>
              <Enrollments download={downloadFile} />
            </Suspense>
          )}
        </RequireAuth>
      );
    case 'classes':
      return (
        <RequireAuth role="teacher">
          {() => (
            <Suspense fallback={<LoadingStatus>{enrollmentOfficeUiMessages.classesLoading}</LoadingStatus>}>
              <MyClasses />
            </Suspense>
          )}
        </RequireAuth>
      );
    case 'family':
      return (
        <RequireAuth role="parent">
          {() => (
            <Suspense fallback={<LoadingStatus>{enrollmentOfficeUiMessages.familyLoading}</LoadingStatus>}>
              <MyFamily />
            </Suspense>
          )}
        </RequireAuth>
      );
  }
}

function Dashboard({ user }: { user: SessionUser }) {
  const { passwordResetRequired } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = dashboardTabs(user.role, passwordResetRequired);
  const { tab, listed } = chooseTab(searchParams.get('tab'), tabs);

  // The address names the password tab during a reset, so the form stays in view once it ends.
  useEffect(() => {
    if (passwordResetRequired && searchParams.get('tab') !== 'password') {
      setSearchParams({ tab: 'password' }, { replace: true });
    }
  }, [passwordResetRequired, searchParams, setSearchParams]);
  return (
    <>
      <DashboardHeader user={user} passwordResetRequired={passwordResetRequired} />
      <Tabs
        label="Secure Area sections"
        tabs={tabs}
        selected={listed ? tab : null}
        onSelect={(id) => setSearchParams({ tab: id }, { replace: true })}
      >
        {/* Keyed by tab, so a panel keeps its state while the tabs around it change (a reset ending). */}
        <div key={tab}>{panelFor(tab, user, passwordResetRequired)}</div>
      </Tabs>
    </>
  );
}

export function DashboardRoute() {
  return (
    <>
      <PageMeta
        title="Secure Area"
        description="The members' area: shared files and links, password and accounts."
        path={paths.dashboard.getHref()}
      />
      <ApolloProvider client={apolloClient}>
        <div className="page dashboard">
          <RequireAuth>{(user) => <Dashboard user={user} />}</RequireAuth>
        </div>
      </ApolloProvider>
    </>
  );
}

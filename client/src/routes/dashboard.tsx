import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingStatus } from '../components/loading-status';
import { Tabs } from '../components/tabs';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { expireSession, onSignOut, requirePasswordReset } from '../features/auth/auth-store';
import { useAuth } from '../features/auth/use-auth';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { chooseTab, dashboardTabs, type DashboardTab } from '../features/dashboard/dashboard-tabs';
import '../features/dashboard/dashboard.css';
import { FileSharing } from '../features/files/components/file-sharing';
import { linkUiMessages } from '../features/links/link-ui-messages';
import { classesLoading, familyLoading } from '../features/enrollment-office/enrollment-office-loading';
import { siteContentLoading } from '../features/site-content/site-content-loading';
import { backupsLoading } from '../features/backups/backups-loading';
import { outboxLoading } from '../features/outbox/outbox-loading';
import { scheduleEditorLoading } from '../features/schedule-editor/schedule-editor-loading';
import { submissionsLoading } from '../features/submissions/submissions-loading';
import { trashLoading } from '../features/trash/trash-loading';
import { usersLoading } from '../features/users/users-loading';
import { EnrollmentClassesDocument, type Role } from '../graphql/graphql';
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

// Administrators only: their code is fetched when the tab is, so no other member downloads it, and the
// administrators' tabs each load only their own.
const UserManagement = lazy(async () => ({
  default: (await import('../features/users/components/user-management')).UserManagement,
}));
const Submissions = lazy(async () => ({
  default: (await import('../features/submissions/components/submissions')).Submissions,
}));
const Trash = lazy(async () => ({ default: (await import('../features/trash/components/trash')).Trash }));
const Outbox = lazy(async () => ({ default: (await import('../features/outbox/components/outbox')).Outbox }));
const BackupStatusPanel = lazy(async () => ({
  default: (await import('../features/backups/components/backup-status-panel')).BackupStatusPanel,
}));
// Everyone's, but not the tab that opens first (File Sharing): fetched when the tab is, so an administrator
// going straight to another tab does not download it.
const LinkSharing = lazy(async () => ({
  default: (await import('../features/links/components/link-sharing')).LinkSharing,
}));
const ChangePasswordForm = lazy(async () => ({
  default: (await import('../features/auth/components/change-password-form')).ChangePasswordForm,
}));
// One role each, and not what most members open first: fetched when the tab is.
// The classes are asked for as the tab's code is fetched, not after it arrives: on a slow phone the two round trips
// then overlap (the tab's query finds the answer on its way, and asks again only to refresh it; a failure shows
// there too).
const Enrollments = lazy(async () => {
  void apolloClient.query({ query: EnrollmentClassesDocument }).catch(() => undefined);
  return { default: (await import('../features/enrollment-office/components/enrollments')).Enrollments };
});
const MyClasses = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/my-classes')).MyClasses,
}));
const ScheduleEditor = lazy(async () => ({
  default: (await import('../features/schedule-editor/components/schedule-editor')).ScheduleEditor,
}));
// Staff only, and opened now and then: its editors and the markdown preview's parser come with it.
const SiteContent = lazy(async () => ({
  default: (await import('../features/site-content/components/site-content')).SiteContent,
}));
const MyFamily = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/my-family')).MyFamily,
}));

/** A tab whose code is fetched when it opens, its loading line shown meanwhile. */
function lazyPanel(loading: string | undefined, panel: ReactNode): ReactNode {
  return <Suspense fallback={<LoadingStatus>{loading}</LoadingStatus>}>{panel}</Suspense>;
}

/** A tab of one role (or a few), its code fetched when it opens. */
function lazyTab(role: Role | readonly Role[], loading: string, panel: (viewer: SessionUser) => ReactNode): ReactNode {
  return <RequireAuth role={role}>{(viewer) => lazyPanel(loading, panel(viewer))}</RequireAuth>;
}

function panelFor(tab: DashboardTab, user: SessionUser, passwordResetRequired: boolean): ReactNode {
  switch (tab) {
    case 'files':
      return <FileSharing viewer={user} />;
    case 'links':
      return lazyPanel(linkUiMessages.loading, <LinkSharing viewer={user} />);
    case 'password':
      return lazyPanel(undefined, <ChangePasswordForm required={passwordResetRequired} />);
    case 'users':
      return lazyTab('admin', usersLoading, (admin) => <UserManagement viewer={admin} />);
    case 'submissions':
      return lazyTab('admin', submissionsLoading, () => <Submissions />);
    case 'trash':
      return lazyTab('admin', trashLoading, () => <Trash />);
    case 'outbox':
      return lazyTab('admin', outboxLoading, () => <Outbox />);
    case 'enrollments':
      return lazyTab('admin', classesLoading, () => <Enrollments download={downloadFile} />);
    case 'classes':
      return lazyTab('teacher', classesLoading, () => <MyClasses />);
    case 'family':
      return lazyTab('parent', familyLoading, () => <MyFamily />);
    case 'schedule':
      return lazyTab(['admin', 'teacher'], scheduleEditorLoading, (viewer) => <ScheduleEditor viewer={viewer} />);
    case 'site':
      return lazyTab(['admin', 'teacher'], siteContentLoading, (staff) => <SiteContent viewer={staff} />);
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
      {/* Above every tab, so a failed or late backup is seen whichever tab an administrator opens. */}
      {user.role === 'admin' && !passwordResetRequired && lazyPanel(backupsLoading, <BackupStatusPanel />)}
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

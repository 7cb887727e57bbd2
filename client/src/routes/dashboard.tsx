import { lazy, useEffect, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MembersProvider } from '../app/members-client';
import { LazyPanel } from '../components/lazy-panel';
import { Tabs } from '../components/tabs';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AttentionPanel } from '../features/attention/components/attention-panel';
import { useAuth } from '../features/auth/use-auth';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { chooseTab, dashboardTabs, movedTabAddress, type DashboardTab } from '../features/dashboard/dashboard-tabs';
import '../features/dashboard/dashboard.css';
import { useShareAudiences } from '../features/class-materials/api/share-audiences';
import { FileSharing } from '../features/files/components/file-sharing';
import { linkUiMessages } from '../features/links/link-ui-messages';
import { usersLoading } from '../features/users/users-loading';
import type { SessionUser } from '../lib/auth-storage';
import type { ShareAudienceOptions } from '../lib/share-choice';
import { canShare } from '../lib/visibility';
import { PageMeta } from '../lib/page-meta';

// Administrators only: their code is fetched when the tab is, so no other member downloads it.
const UserManagement = lazy(async () => ({
  default: (await import('../features/users/components/user-management')).UserManagement,
}));
// Everyone's, but not the tab that opens first (File Sharing): fetched when the tab is, so a member going
// straight to another tab does not download it.
const LinkSharing = lazy(async () => ({
  default: (await import('../features/links/components/link-sharing')).LinkSharing,
}));
const ChangePasswordForm = lazy(async () => ({
  default: (await import('../features/auth/components/change-password-form')).ChangePasswordForm,
}));

function panelFor(
  tab: DashboardTab,
  user: SessionUser,
  passwordResetRequired: boolean,
  audiences: ShareAudienceOptions | undefined,
): ReactNode {
  switch (tab) {
    case 'files':
      return <FileSharing viewer={user} audiences={audiences} />;
    case 'links':
      return (
        <LazyPanel loading={linkUiMessages.loading}>
          <LinkSharing viewer={user} audiences={audiences} />
        </LazyPanel>
      );
    case 'password':
      return (
        <LazyPanel>
          <ChangePasswordForm required={passwordResetRequired} />
        </LazyPanel>
      );
    case 'users':
      return (
        <RequireAuth role="admin">
          {(admin) => (
            <LazyPanel loading={usersLoading}>
              <UserManagement viewer={admin} />
            </LazyPanel>
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
  // Both share forms offer the same classes and grades: asked once, for the roles that share.
  const audiences = useShareAudiences(canShare(user.role) && !passwordResetRequired);

  // The address names the password tab during a reset, so the form stays in view once it ends.
  useEffect(() => {
    if (passwordResetRequired && searchParams.get('tab') !== 'password') {
      setSearchParams({ tab: 'password' }, { replace: true });
    }
  }, [passwordResetRequired, searchParams, setSearchParams]);
  return (
    <>
      <DashboardHeader user={user} passwordResetRequired={passwordResetRequired} />
      {/* Where each role starts its work; nothing but the password form while a reset is required. */}
      {!passwordResetRequired && <AttentionPanel />}
      <Tabs
        label="Secure Area sections"
        tabs={tabs}
        selected={listed ? tab : null}
        onSelect={(id) => setSearchParams({ tab: id }, { replace: true })}
      >
        {/* Keyed by tab, so a panel keeps its state while the tabs around it change (a reset ending). */}
        <div key={tab}>{panelFor(tab, user, passwordResetRequired, audiences)}</div>
      </Tabs>
    </>
  );
}

export function DashboardRoute() {
  const [searchParams] = useSearchParams();
  // A tab that moved to an area of its own (a bookmark, a link in an e-mail already sent) opens there.
  const moved = movedTabAddress(searchParams);
  if (moved) return <Navigate to={moved} replace />;
  return (
    <>
      <PageMeta
        title="Secure Area"
        description="The members' area: shared files and links, password and accounts."
        path={paths.dashboard.getHref()}
      />
      <MembersProvider>
        <div className="page dashboard">
          <RequireAuth>{(user) => <Dashboard user={user} />}</RequireAuth>
        </div>
      </MembersProvider>
    </>
  );
}

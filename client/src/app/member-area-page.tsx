import { memberAreaHref, memberAreas, memberAreaTabs } from '@coop/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LazyPanel } from '../components/lazy-panel';
import { Tabs } from '../components/tabs';
import { areaTabAt, type WorkArea } from '../config/member-area-paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { useAuth } from '../features/auth/use-auth';
import '../features/dashboard/dashboard.css';
import type { SessionUser } from '../lib/auth-storage';
import { PageMeta } from '../lib/page-meta';
import { MembersProvider } from './members-client';

export type AreaPanel = {
  /** What it says while its code and data load. */
  loading: string;
  render: (viewer: SessionUser) => ReactNode;
};

type TabIds<Area extends WorkArea> = (typeof memberAreas)[Area] extends { tabs: infer Tabs }
  ? keyof Tabs & string
  : never;

/** An area of one panel has that panel; an area with tabs has one for each of its tabs. */
export type AreaPanels<Area extends WorkArea> = [TabIds<Area>] extends [never]
  ? AreaPanel
  : Record<TabIds<Area>, AreaPanel>;

type MemberAreaPageProps<Area extends WorkArea> = {
  area: Area;
  description: string;
  panels: AreaPanels<Area>;
};

/**
 * One area of the members' pages: its name, and its tabs, each at an address of its own, so a reload, a bookmark
 * and the browser's back and forward keep the tab. Only its roles may open it, and a tab open to fewer roles only
 * those (the others neither see it listed nor may open its address); a member who must choose a new password goes
 * to the dashboard, which shows that form alone.
 */
export function MemberAreaPage<Area extends WorkArea>({ area, description, panels }: MemberAreaPageProps<Area>) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user, passwordResetRequired } = useAuth();
  const { label, roles } = memberAreas[area];
  const tabs = memberAreaTabs(area);
  const tab = areaTabAt(area, pathname);

  if (tabs.length > 0 && !tab) {
    // The area opens on the first tab the member's role may open (Attendance opens on Take attendance for staff,
    // on Absences for parents).
    const first = tabs.find((each) => !user || each.roles.includes(user.role)) ?? tabs[0];
    return <Navigate to={{ pathname: memberAreaHref(area, first.id), search, hash }} replace />;
  }
  if (user && passwordResetRequired) return <Navigate to={memberAreas.dashboard.path} replace />;
  const { loading, render } = tab ? (panels as Record<string, AreaPanel>)[tab.id] : (panels as AreaPanel);
  const panel = (viewer: SessionUser) => <LazyPanel loading={loading}>{render(viewer)}</LazyPanel>;
  return (
    <>
      {/* Its title is what a screen reader hears on arrival: the area, and the tab it opened on. */}
      <PageMeta
        title={tab ? `${label}: ${tab.label}` : label}
        description={description}
        path={tab ? memberAreaHref(area, tab.id) : memberAreas[area].path}
      />
      <MembersProvider>
        <div className="page dashboard">
          <header className="dashboard-header">
            <p className="dashboard-header__eyebrow">Secure Area</p>
            <h1>{label}</h1>
          </header>
          <RequireAuth role={tab?.roles ?? roles}>
            {(viewer) =>
              tab ? (
                <Tabs
                  label={`${label} sections`}
                  tabs={tabs.filter((each) => each.roles.includes(viewer.role))}
                  selected={tab.id}
                  onSelect={(id) => {
                    if (id !== tab.id) void navigate(memberAreaHref(area, id));
                  }}
                >
                  <div key={tab.id}>{panel(viewer)}</div>
                </Tabs>
              ) : (
                panel(viewer)
              )
            }
          </RequireAuth>
        </div>
      </MembersProvider>
    </>
  );
}

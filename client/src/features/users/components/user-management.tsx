import { counted } from '@coop/contract';
import { useRef, useState } from 'react';
import '../../../components/button-variants.css';
import { ListFilters, SearchFilter } from '../../../components/list-filters';
import { LoadError } from '../../../components/load-error';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { Tabs } from '../../../components/tabs';
import { useFocusAfterAction } from '../../../components/use-focus-after-action';
import type { Role } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import type { SessionUser } from '../../../lib/auth-storage';
import { useListParams } from '../../../lib/list-params';
import { roleLabels } from '../../../lib/roles';
import { useApproveUser } from '../api/approve-user';
import { useChangeUserRole } from '../api/change-user-role';
import { useDeleteUser } from '../api/delete-user';
import { useForcePasswordReset } from '../api/force-password-reset';
import { useRejectUser } from '../api/reject-user';
import { useAccounts } from '../api/user-connection';
import type { ConfirmedAction } from '../user-actions';
import { emptyGroupTexts, userGroupLabels, userListChoices, type ManagedUser } from '../user-groups';
import { userUiMessages } from '../user-ui-messages';
import { ApprovedUsers } from './approved-users';
import { ConfirmUserAction } from './confirm-user-action';
import { PendingUsers } from './pending-users';
import { RejectedUsers } from './rejected-users';
import { TemporaryPasswordDialog, type IssuedPassword } from './temporary-password-dialog';

const loadFailures = { refused: userUiMessages.fetchFailed, unreachable: userUiMessages.loadFailed };

/** Why the list could not be (re)loaded: the server's words, or which way it failed. */
function loadProblem(error: unknown): string {
  return apolloErrorMessage(error, loadFailures);
}

/** The User Management tab: accounts by state, refreshed every 5 seconds, with the admin's actions. */
export function UserManagement({ viewer }: { viewer: SessionUser }) {
  const [params, changeParams] = useListParams(userListChoices);
  const group = params.group ?? userListChoices.group[0];
  const { counts, countsError, accounts } = useAccounts(group, params.q);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [busy, setBusy] = useState(false);
  const [approveUser] = useApproveUser();
  const [rejectUser] = useRejectUser();
  const [changeUserRole] = useChangeUserRole();
  const [forcePasswordReset] = useForcePasswordReset();
  const [deleteUser] = useDeleteUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps: rows, settle } = useFocusAfterAction<HTMLTableSectionElement>(heading);

  async function run(task: () => Promise<string>, failure: string) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ kind: 'success', text: await task() });
    } catch (problem) {
      setNotice({ kind: 'error', text: apolloErrorMessage(problem, { refused: failure, unreachable: failure }) });
    } finally {
      setBusy(false);
    }
  }

  function approve(user: ManagedUser, role: Role) {
    // The Approve button was disabled meanwhile, and its row has gone to Approved.
    void run(async () => {
      await approveUser({ variables: { userId: user.id, role } });
      return `${user.name} was approved as ${roleLabels[role]}.`;
    }, userUiMessages.approveFailed).then(settle);
  }

  async function confirm(action: ConfirmedAction) {
    const { user } = action;
    let issuedPassword: string | null = null;
    switch (action.kind) {
      case 'reject':
        await run(async () => {
          await rejectUser({ variables: { userId: user.id } });
          return `${user.name} was rejected.`;
        }, userUiMessages.rejectFailed);
        break;
      case 'changeRole':
        await run(async () => {
          await changeUserRole({ variables: { userId: user.id, role: action.role } });
          return userUiMessages.roleChanged;
        }, userUiMessages.roleChangeFailed);
        break;
      case 'forceReset':
        await run(async () => {
          const { data: reset } = await forcePasswordReset({ variables: { userId: user.id } });
          issuedPassword = reset?.forcePasswordReset.tempPassword ?? null;
          return `${user.name} must choose a new password at the next login.`;
        }, userUiMessages.resetFailed);
        break;
      case 'delete':
        await run(async () => {
          const { data: deleted } = await deleteUser({ variables: { userId: user.id } });
          const removed = deleted?.deleteUser;
          return removed
            ? `${userUiMessages.deleted}. Removed ${counted(removed.files, 'file')} and ${counted(removed.links, 'link')}.`
            : userUiMessages.deleted;
        }, userUiMessages.deleteFailed);
        break;
    }
    // In one render: the prompt closes (focus back on its button) before the password opens; when that
    // button is disabled now or its row is gone, the focus moves to the row in its place.
    setConfirming(null);
    settle();
    if (issuedPassword) setIssued({ name: user.name, password: issuedPassword });
  }

  if (!counts) {
    if (!countsError) return <p role="status">{userUiMessages.loading}</p>;
    return <LoadError message={loadProblem(countsError)} onRetry={() => void accounts.refetch()} />;
  }
  // A failed refresh of counts and rows keeps both on screen; the list says why (see PagedList).
  // Rows of the sub-tab or search before are not shown while another one loads: they would sit in the wrong table.
  const shown = accounts.updating ? { ...accounts, nodes: [] } : accounts;

  return (
    <section className="member-panel" aria-labelledby="user-management-heading">
      <h2 id="user-management-heading" ref={heading} tabIndex={-1}>
        User Management
      </h2>
      <NoticeRegion notice={notice} />
      <Tabs
        label="Accounts"
        tabs={userListChoices.group.map((id) => ({ id, label: `${userGroupLabels[id]} (${counts[id]})` }))}
        selected={group}
        onSelect={(id) => changeParams({ group: id })}
      >
        <ListFilters label="Find accounts">
          <SearchFilter
            label="Search accounts"
            hint="Part of the name or e-mail"
            value={params.q}
            onSearch={(q) => changeParams({ q })}
          />
        </ListFilters>
        <PagedList
          list={shown}
          noun={{ one: 'account', many: 'accounts' }}
          empty={params.q ? 'No accounts match your search.' : emptyGroupTexts[group]}
          failures={loadFailures}
        >
          {group === 'pending' && (
            <PendingUsers users={shown.nodes} busy={busy} rows={rows} onApprove={approve} onConfirm={setConfirming} />
          )}
          {group === 'approved' && (
            <ApprovedUsers users={shown.nodes} viewerId={viewer.id} busy={busy} rows={rows} onConfirm={setConfirming} />
          )}
          {group === 'rejected' && <RejectedUsers users={shown.nodes} />}
        </PagedList>
      </Tabs>
      <ConfirmUserAction
        action={confirming}
        busy={busy}
        onConfirm={(action) => void confirm(action)}
        onCancel={() => setConfirming(null)}
      />
      <TemporaryPasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </section>
  );
}

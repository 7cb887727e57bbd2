import { ConfirmDialog } from '../../../components/confirm-dialog';
import { roleLabels } from '../../../lib/roles';
import type { ConfirmedAction } from '../user-actions';

type ConfirmUserActionProps = {
  action: ConfirmedAction | null;
  busy: boolean;
  onConfirm: (action: ConfirmedAction) => void;
  onCancel: () => void;
};

const titles: Record<ConfirmedAction['kind'], string> = {
  reject: 'Reject this account request?',
  changeRole: 'Change this role?',
  forceReset: 'Force a password reset?',
  delete: 'Delete this account permanently?',
};

const confirmLabels: Record<ConfirmedAction['kind'], string> = {
  reject: 'Reject',
  changeRole: 'Change role',
  forceReset: 'Reset password',
  delete: 'Delete permanently',
};

function Explanation({ action }: { action: ConfirmedAction }) {
  const { name, email } = action.user;
  switch (action.kind) {
    case 'reject':
      return (
        <p>
          <strong>{name}</strong> ({email}) will not be able to log in.
        </p>
      );
    case 'changeRole':
      return (
        <p>
          <strong>{name}</strong> will change from {roleLabels[action.user.role]} to {roleLabels[action.role]}, and will
          see and do what a {roleLabels[action.role].toLowerCase()} may.
        </p>
      );
    case 'forceReset':
      return (
        <p>
          <strong>{name}</strong>'s password stops working now. You will get a temporary password to give them; they
          must choose a new password when they next log in.
        </p>
      );
    case 'delete':
      return (
        <>
          <p>This permanently deletes:</p>
          <ul>
            <li>
              the account of <strong>{name}</strong> ({email})
            </li>
            <li>every file {name} uploaded</li>
            <li>every link {name} shared</li>
          </ul>
          <p>
            <strong>This cannot be undone.</strong>
          </p>
        </>
      );
  }
}

/** The one confirmation prompt of User Management, worded for the action at hand. */
export function ConfirmUserAction({ action, busy, onConfirm, onCancel }: ConfirmUserActionProps) {
  return (
    <ConfirmDialog
      open={action !== null}
      title={action ? titles[action.kind] : ''}
      confirmLabel={action ? confirmLabels[action.kind] : ''}
      busy={busy}
      onConfirm={() => action && onConfirm(action)}
      onCancel={onCancel}
    >
      {action && <Explanation action={action} />}
    </ConfirmDialog>
  );
}

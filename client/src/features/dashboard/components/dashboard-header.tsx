import type { SessionUser } from '../../../lib/auth-storage';
import { roleLabels } from '../../../lib/roles';

/** The user's name and role; 'Password Reset Required' while a reset is required. */
export function DashboardHeader({
  user,
  passwordResetRequired,
}: {
  user: SessionUser;
  passwordResetRequired: boolean;
}) {
  return (
    <header className="dashboard-header">
      <p className="dashboard-header__eyebrow">Secure Area</p>
      {/* The navigation already says "Welcome, {name}": the heading is the name itself. */}
      <h1>{passwordResetRequired ? 'Password Reset Required' : user.name}</h1>
      <p className="dashboard-header__who">
        {passwordResetRequired && <span>{user.name} · </span>}
        <span>{user.email}</span> · <span>Role: {roleLabels[user.role]}</span>
      </p>
    </header>
  );
}

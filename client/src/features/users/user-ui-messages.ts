import { usersLoading } from './users-loading';

// User-management texts the client says on its own; the server's text is shown whenever it sends one.
export const userUiMessages = {
  loading: usersLoading,
  loadFailed: 'Failed to load users',
  /** The server refused to list the accounts without a text of its own. */
  fetchFailed: 'Failed to fetch users',
  approveFailed: 'Failed to approve user',
  rejectFailed: 'Failed to reject user',
  roleChangeFailed: 'Failed to change user role',
  resetFailed: 'Failed to force password reset',
  deleteFailed: 'Failed to delete user',
  roleChanged: 'User role updated successfully',
  deleted: 'User and all associated data deleted successfully',
  rejectedRow: 'User was rejected',
  ownRow: 'Current admin user',
} as const;

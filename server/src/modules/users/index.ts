// The users module's front door: what the rest of the server may use of it.
// Account administration: sign-up, User Management's service, resolver and /api/users.php, the first
// administrator, and the steps a permanent deletion runs.
export { ensureAdmin } from './admin-bootstrap';
export { type UserDeletionStep } from './user-deletion';
export { UserResolver } from './user.resolver';
export { userRoutes } from './user.rest';
export { UsersService } from './user.service';

export { ensureAdmin } from './admin-bootstrap';
export { type UserDeletionStep } from './user-deletion';
export { UserResolver } from './user.resolver';
export { userRoutes } from './user.rest';
export { UsersService } from './user.service';

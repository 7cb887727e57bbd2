export { Session } from './session.entity';
export { SessionResolver } from './session.resolver';
export { sessionRoutes } from './session.rest';
export { SessionService, openSession, revokeSessions, type SignedIn } from './session.service';
export { LoginResult } from './session.types';

// The sessions module's front door: what the rest of the server may use of it.
// Login, validate, logout and change of password: sessions opened, checked and revoked.
export { Session } from './session.entity';
export { SessionResolver } from './session.resolver';
export { sessionRoutes } from './session.rest';
export { SessionService, openSession, revokeSessions, type SignedIn } from './session.service';
export { LoginResult } from './session.types';

// The password-reset module's front door: what the rest of the server may use of it.
// Forgotten passwords: a one-use link by e-mail, then a new password.
export { closeOpenResets } from './open-resets';
export { PasswordResetToken } from './password-reset-token.entity';
export { PasswordResetResolver } from './password-reset.resolver';
export { passwordResetRoutes } from './password-reset.rest';
export { PasswordResetService } from './password-reset.service';

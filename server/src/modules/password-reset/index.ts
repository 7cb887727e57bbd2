export { closeOpenResets } from './open-resets';
export { PasswordResetToken } from './password-reset-token.entity';
export { PasswordResetResolver } from './password-reset.resolver';
export { passwordResetRoutes } from './password-reset.rest';
export { PasswordResetService } from './password-reset.service';

// The email-verification module's front door: what the rest of the server may use of it.
// Confirming an account's e-mail address: a one-use link mailed at signup or on request.
export { EmailVerificationToken } from './email-verification-token.entity';
export { EmailVerificationResolver } from './email-verification.resolver';
export { emailVerificationRoutes } from './email-verification.rest';
export { EmailVerificationService } from './email-verification.service';

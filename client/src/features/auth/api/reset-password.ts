import { passwordResetUiMessages } from '../password-reset-ui-messages';
import { postForSession, type SignedIn } from './login';

/** Sets the new password with the link's token, which goes in the body; signs in like a login. */
export function resetPassword(token: string, newPassword: string): Promise<SignedIn> {
  return postForSession('/api/reset-password.php', { token, newPassword }, passwordResetUiMessages.resetPasswordFailed);
}

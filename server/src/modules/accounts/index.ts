// The accounts module's front door: what the rest of the server may use of it.
// The account record every module reads: the User entity, its roles and statuses, the rules for what a
// person sends about their account, and each request's caller typed as a User.
export { attachRequestContext, contextOf, replaceContext, type RequestContext } from './account-context';
export {
  parseEmail,
  parseLogin,
  parsePasswordChange,
  parsePasswordReset,
  parseSignup,
  parseUserId,
  requireConfirmedEmail,
} from './account.rules';
export { activeStatuses, administratorAddresses, administrators } from './administrators';
export { type CloseOpenResets } from './close-open-resets';
export { User, emailIsVerified, toUserJson } from './user.entity';
export { type MailVerificationLink } from './mail-verification-link';
export { AccountGroup, Role, UserStatus, isRole } from './user.enums';

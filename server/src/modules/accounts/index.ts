export { attachRequestContext, contextOf, replaceContext, type RequestContext } from './account-context';
export {
  parseEmail,
  parseLogin,
  parsePasswordChange,
  parsePasswordReset,
  parseSignup,
  parseUserId,
} from './account.rules';
export { activeStatuses, administratorAddresses } from './administrators';
export { type CloseOpenResets } from './close-open-resets';
export { User, toUserJson } from './user.entity';
export { AccountGroup, Role, UserStatus, isRole } from './user.enums';

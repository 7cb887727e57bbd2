// The office-accounts module's front door: the office's view of every household's account, and the cash,
// checks, refunds, scholarships, credits and reversals it records there.
export { OfficeAccountsResolver } from './office-accounts.resolver';
export { officeAccountRoutes } from './office-accounts.rest';
export { OfficeAccountsService } from './office-accounts.service';

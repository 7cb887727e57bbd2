// The ledger module's front door: every household's account as double-entry lines, the charges that follow its
// placements, and the payments, refunds and reversals posted to it.
export { chargesFollowCatalog, chargesFollowFees } from './charges-follow-fees';
export { chargesFollowPlacements } from './charges-follow-placements';
export { householdAccount, householdBalance, householdBalances, type HouseholdAccount } from './household-account';
export { lockHousehold } from './household-lock';
export { receivable } from './ledger-accounts';
export { LedgerEntry } from './ledger-entry.entity';
export { LedgerTransaction } from './ledger-transaction.entity';
export { recordCardPayment, recordCardRefund, recordPayment, recordRefund, type MoneyMovement } from './payments';
export { postLine, reverseLine, systemPoster, type LineDraft } from './posting';
export { reconcileHouseholdTerm } from './reconcile';
export { FamilyAccountResolver } from './family-account.resolver';
export { familyAccountRoutes } from './family-account.rest';
export { FamilyAccountService, type FamilyAccountView } from './family-account.service';
export { DueItemObject } from './family-account.objects';

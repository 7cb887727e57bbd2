import { formatCents } from '@coop/contract';
import { accountsLoading } from './office-accounts-loading';

// Texts of the office's Accounts tab; the server's text is shown whenever it sends one.
export const officeAccountsUiMessages = {
  accountsLoading,
  accountsLoadFailed: 'Failed to load the household accounts',
  accountsEmpty: 'There are no households yet: the first enrollment form makes one.',
  searchEmpty: 'No household matches this search.',
  accountLoading: 'Loading the account…',
  accountLoadFailed: 'Failed to load the account',
  linesEmpty: 'No lines yet: charges come when a child holds a seat in a class with fees.',
  dueEmpty: 'Nothing is due.',
  untitled: 'A household without a name',
  refused: 'The account could not be changed',
  unreachable: 'Failed to reach the server. Please try again.',
} as const;

export const householdName = (name: string) => name || officeAccountsUiMessages.untitled;

/** "$40.00 owed", "$5.00 in credit", "Settled". */
export function balanceText(balance: number): string {
  if (balance > 0) return `${formatCents(balance)} owed`;
  if (balance < 0) return `${formatCents(-balance)} in credit`;
  return 'Settled';
}

export const recordedText = (what: string, balance: number) => `${what} recorded. Balance: ${balanceText(balance)}.`;

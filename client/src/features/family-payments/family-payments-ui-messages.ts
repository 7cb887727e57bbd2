import { formatCents } from '@coop/contract';

// Texts of Fees & payments; the server's own sentence is shown whenever it sends one.
export const familyPaymentsLoading = 'Loading your account…';

export const familyPaymentsUiMessages = {
  loadFailed: 'Failed to load your account',
  noHousehold: 'No household is linked to your account yet, so there are no fees to show.',
  noLines: 'Nothing has been charged or paid yet.',
  balance: (cents: number) =>
    cents < 0 ? `You have a credit of ${formatCents(-cents)}.` : `Balance: ${formatCents(cents)}`,
  dueNow: (cents: number) => `Due now: ${formatCents(cents)}`,
  payDueNow: (cents: number) => `Pay what is due now (${formatCents(cents)})`,
  payBalance: (cents: number) => `Pay the whole balance (${formatCents(cents)})`,
  checkoutFailed: 'The payment page could not be opened. Please try again.',
  waiting: 'Confirming your payment… This page updates as soon as it is confirmed.',
  stillWaiting: 'Your payment is not confirmed yet. It will appear here once it is; you need not pay again.',
  paid: (amount: number, balance: number) =>
    `Thank you: your payment of ${formatCents(amount)} is in your account. ${balance < 0 ? `You have a credit of ${formatCents(-balance)}.` : `Your balance is now ${formatCents(balance)}.`}`,
  cancelled: 'The payment was cancelled; nothing was charged.',
  overdue: 'Overdue',
  reversed: 'Cancelled out',
  statementTitle: (date: string) => `Statement as of ${date}`,
} as const;

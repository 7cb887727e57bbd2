// Texts of the office's Fees tab; the server's own sentence is shown whenever it sends one.
export const feesLoading = 'Loading the fees…';

export const feesUiMessages = {
  loadFailed: 'Failed to load the fees',
  refused: 'The change was refused',
  unreachable: 'Failed to save the change. Please try again.',
  intro:
    'What each term costs: household dues, sibling discounts, the installment plan, and each class’s fees. Saving brings every family’s account in the term in line at once.',
  amountsHint: 'Amounts in dollars, such as 25.00.',
  installmentsHint:
    'What is left after dues and deposits is split across the installments by their percents. With none, it is all due on the term’s first day.',
  noInstallments: 'No installments: everything is due on the term’s first day.',
} as const;

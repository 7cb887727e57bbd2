// Texts of the Treasurer tab; the server's own sentence is shown whenever it sends one.
export const treasurerLoading = 'Loading the treasurer’s figures…';

export const treasurerUiMessages = {
  loadRefused: 'Failed to load the treasurer’s figures',
  loadUnreachable: 'Failed to load the treasurer’s figures. Please try again.',
  downloadRefused: 'The download was refused',
  downloadUnreachable: 'Failed to download the spreadsheet. Please try again.',
  asOf: (day: string) => `Figures from the ledger, aging counted on ${day}.`,
  empty: 'Nothing yet.',
} as const;

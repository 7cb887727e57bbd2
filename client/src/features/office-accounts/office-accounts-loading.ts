// What the Accounts tab says while its code and data load: the office area reads this before the tab's code.
export const accountsLoading = 'Loading the household accounts…';

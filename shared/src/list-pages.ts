// Long lists (files, links, accounts) are read a page at a time; the client and the server read the same limits
// and answer with the same texts on both channels.

/** Items per page: the size a page has when none is asked for, and the most one may hold. */
export const pageSize = { default: 50, max: 200 } as const;

/** Search terms shorter than this are matched without the text index (it works on three-character pieces). */
export const indexedSearchLength = 3;

export const pageMessages = {
  sizeInvalid: `Please ask for between 1 and ${pageSize.max} items per page`,
  cursorInvalid: 'This page cursor is not valid; start again from the first page',
  cursorOtherSort: 'This page cursor belongs to another sort order; start again from the first page',
  searchTooLong: 'The search text must be at most 200 characters',
} as const;

/** The longest search text taken. */
export const searchMaxLength = 200;

// The client's delete dialogs say the same as the server does.

/** How long a deleted file or link can be restored; after that its row and bytes are removed for good. */
export const trashRetentionDays = 30;

/** What a member deleting a file or link is told about getting it back. */
export const trashRestoreNote = `An administrator can restore it from the trash for ${trashRetentionDays} days.`;

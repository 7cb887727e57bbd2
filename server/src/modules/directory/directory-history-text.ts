import { directoryFieldWords, type DirectoryChoices } from '@coop/contract';

const joined = new Intl.ListFormat('en', { type: 'conjunction' });
const shown = (choices: DirectoryChoices) => joined.format(choices.fields.map((field) => directoryFieldWords[field]));

/**
 * The line a change of the household's directory choices writes in its history; undefined when nothing changed.
 * Written once, so it still reads right after the choices change again.
 */
export function listingHistoryText(
  actor: string,
  before: DirectoryChoices,
  after: DirectoryChoices,
): string | undefined {
  const sameFields = before.fields.join() === after.fields.join();
  if (before.listed === after.listed && sameFields) return undefined;
  if (!after.listed && before.listed) return `${actor} took the household out of the member directory.`;
  if (!after.listed)
    return `${actor} changed what the member directory would show of the household, which stays unlisted.`;
  if (!before.listed) return `${actor} listed the household in the member directory, showing its ${shown(after)}.`;
  return `${actor} changed what the member directory shows of the household: its ${shown(after)}.`;
}

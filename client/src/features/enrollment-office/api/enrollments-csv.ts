import type { downloadFile } from '../../../lib/download-file';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';

/**
 * The members' protected-file download, handed down by the dashboard. This chunk does not import it: reaching the
 * session storage from a tab loaded inside the dashboard's own lazy chunk made the bundler move the router into a
 * script of its own, one more request on every public page.
 */
export type DownloadFile = typeof downloadFile;

/**
 * Saves one class's roster as CSV, or every class's without a key, past placements too when asked; answers the text
 * to show when it failed.
 */
export function downloadEnrollmentsCsv(
  download: DownloadFile,
  { classKey, includePast }: { classKey?: string; includePast: boolean },
): Promise<string | null> {
  const query = new URLSearchParams();
  if (classKey) query.set('class', classKey);
  if (includePast) query.set('past', '1');
  const search = query.size ? `?${query}` : '';
  return download(`/api/enrollments.csv${search}`, `${classKey ?? 'all-classes'}-enrollments.csv`, {
    refused: messages.downloadRefused,
    unreachable: messages.downloadUnreachable,
  });
}

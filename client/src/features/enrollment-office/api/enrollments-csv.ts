import { downloadFile } from '../../../lib/download-file';
import { enrollmentOfficeUiMessages as messages } from '../enrollment-office-ui-messages';

/** Saves one class's roster as CSV, or every class's without a key; answers the text to show when it failed. */
export function downloadEnrollmentsCsv(classKey?: string): Promise<string | null> {
  const query = classKey ? `?class=${encodeURIComponent(classKey)}` : '';
  return downloadFile(`/api/enrollments.csv${query}`, `${classKey ?? 'all-classes'}-enrollments.csv`, {
    refused: messages.downloadRefused,
    unreachable: messages.downloadUnreachable,
  });
}

import { readToken } from './auth-storage';

export type DownloadFallbacks = {
  /** The server refused without a text of its own. */
  refused: string;
  /** No answer came at all. */
  unreachable: string;
};

/** The spec's words for a shared file's failed download, wherever members download one. */
export const fileDownloadFallbacks: DownloadFallbacks = {
  refused: 'Download failed',
  unreachable: 'Failed to download file',
};

/**
 * Fetches a protected file with the session token and saves it under `fileName`. A link cannot
 * carry the Bearer header, hence the detour through a blob. Answers null once the file is saved, or
 * the text to show: the server's `error`, or the matching fallback.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  fallbacks: DownloadFallbacks,
): Promise<string | null> {
  try {
    await saveProtectedFile(url, fileName, fallbacks);
    return null;
  } catch (failure) {
    return failure instanceof Error ? failure.message : fallbacks.unreachable;
  }
}

async function saveProtectedFile(url: string, fileName: string, fallbacks: DownloadFallbacks) {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(fallbacks.unreachable);
  }
  if (!response.ok) {
    let message: unknown;
    try {
      message = ((await response.json()) as { error?: unknown }).error;
    } catch {
      // Not JSON: no text of the server's to show.
    }
    throw new Error(typeof message === 'string' && message ? message : fallbacks.refused);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new Error(fallbacks.unreachable);
  }
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: revoking at once can cancel the save in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

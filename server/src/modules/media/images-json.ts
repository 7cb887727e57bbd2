import type { ContentImageEntry } from '@coop/contract';

/**
 * images.json with one more picture listed, written the way scripts/make-images.mjs writes the whole file
 * (two-space indentation, a final newline), so a saved version differs from the last one by that entry alone.
 */
export function withImageEntry(imagesJson: string, id: string, entry: ContentImageEntry): string {
  const images = JSON.parse(imagesJson) as Record<string, ContentImageEntry>;
  if (Object.hasOwn(images, id)) throw new Error(`images.json already lists an image "${id}"`);
  return `${JSON.stringify({ ...images, [id]: entry }, null, 2)}\n`;
}

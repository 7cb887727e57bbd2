/** The picture formats an upload may be, told by their first bytes, never by the file's name. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

const at = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).equals(Buffer.from(text, 'latin1'));

/** The first bytes that are enough to tell every kind apart. */
export const imageHeadLength = 32;

export function imageKindOf(head: Buffer): ImageKind | undefined {
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (at(head, 0, 'RIFF') && at(head, 8, 'WEBP')) return 'webp';
  // An ISO media file whose major brand is AVIF (a still picture or an image sequence).
  if (at(head, 4, 'ftyp') && (at(head, 8, 'avif') || at(head, 8, 'avis'))) return 'avif';
  return undefined;
}

import fs from 'node:fs/promises';
import type { FileType } from '@coop/contract';

const startsWith = (head: Buffer, bytes: number[] | string) =>
  head.subarray(0, bytes.length).equals(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes));

/** The bytes a file must begin with, per type; TXT and DOCX need more than their first bytes (see below). */
const signatures: Record<Exclude<FileType, 'txt'>, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, '%PDF-'),
  doc: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47]),
  gif: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
};

export const signatureLength = 8;

/** What the streaming inspector learned about the whole content. */
export interface ContentFacts {
  head: Buffer;
  /** Valid UTF-8 throughout, with no NUL byte: only tracked for files claiming to be text. */
  plainText: boolean;
}

/** True when the content really is of the type its name claims. */
export async function contentMatches(type: FileType, facts: ContentFacts, path: string): Promise<boolean> {
  if (type === 'txt') return facts.plainText;
  if (!signatures[type](facts.head)) return false;
  return type === 'docx' ? zipHasEntry(path, 'word/document.xml') : true;
}

/** Reads a zip's central directory (at its end) and looks for one entry by name. */
export async function zipHasEntry(path: string, entryName: string): Promise<boolean> {
  const handle = await fs.open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        end = i;
        break;
      }
    }
    if (end < 0) return false;
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return false;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    for (let at = 0; at + 46 <= directorySize && directory.readUInt32LE(at) === 0x02014b50;) {
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (directory.toString('utf8', at + 46, at + 46 + nameLength) === entryName) return true;
      at += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  } finally {
    await handle.close();
  }
}

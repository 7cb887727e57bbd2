import zlib from 'node:zlib';

/** CRC-32, both sizes (stored, so equal) and the name's length: the same run in the local and the central header. */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A zip archive, stored without compression, holding the given entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, crc, data.length, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 16, crc, data.length, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const padded = (head: number[] | string, length = 64) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, length - start.length), 0x20)]);
};

/** One small, genuine-looking file of each accepted type. */
export const samples = {
  pdf: { name: 'policy.pdf', bytes: padded('%PDF-1.7\n%co-op\n') },
  doc: { name: 'minutes.doc', bytes: padded([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]) },
  docx: {
    name: 'syllabus.docx',
    bytes: zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
  },
  txt: { name: 'notes.txt', bytes: Buffer.from('Bring a calculator on Tuesday. ¡Hola! 👋\n') },
  jpeg: { name: 'photo.jpg', bytes: padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]) },
  png: { name: 'chart.png', bytes: padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  gif: { name: 'smile.gif', bytes: padded('GIF89a\x01\x00\x01\x00') },
} as const;

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

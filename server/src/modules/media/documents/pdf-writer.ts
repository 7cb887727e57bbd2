// A small PDF 1.4 writer for text documents: the two standard Helvetica fonts (nothing embedded), filled
// rectangles and text. Enough for the co-op's policy and slides without a PDF library or office suite.

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard Adobe font metrics.
// prettier-ignore
const asciiWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

// The characters beyond ASCII that the texts (and contact details typed by staff) may use, as WinAnsiEncoding
// bytes and widths.
const extraCharacters: Record<string, [number, number]> = {
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '‘': [0x91, 222],
  '’': [0x92, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  '•': [0x95, 350],
  '·': [0xb7, 278],
  '¡': [0xa1, 333],
  '¿': [0xbf, 611],
  é: [0xe9, 556],
  ñ: [0xf1, 556],
  ó: [0xf3, 556],
  á: [0xe1, 556],
};

// Helvetica-Bold is a little wider than Helvetica; measuring with this factor keeps bold lines inside the margin.
const boldFactor = 1.08;

/** The byte and the advance width of a character the writer can show. */
function charInfo(char: string): [number, number] {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return [code, asciiWidths[code - 32]!];
  const extra = extraCharacters[char];
  if (!extra) throw new Error(`Character "${char}" (U+${code.toString(16)}) is not supported by the PDF writer`);
  return extra;
}

/** Whether every character of `text` can be written (the others throw). */
export function isWritable(text: string): boolean {
  return [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code >= 32 && code <= 126) || char in extraCharacters;
  });
}

export function textWidth(text: string, size: number, bold = false): number {
  const units = [...text].reduce((sum, char) => sum + charInfo(char)[1], 0);
  return (units * size * (bold ? boldFactor : 1)) / 1000;
}

export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pdfString(text: string): string {
  const bytes = [...text].map((char) => charInfo(char)[0]);
  let out = '(';
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 128) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
}

/** Drawing commands for one page; y grows upwards from the bottom edge, as in PDF. */
export class PageCanvas {
  readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  rect(x: number, y: number, w: number, h: number, color: string): void {
    this.ops.push(`${rgb(color)} rg ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }

  text(
    x: number,
    y: number,
    text: string,
    { size = 11, bold = false, color = '#1f2937', align = 'left' }: TextOptions = {},
  ): void {
    const width = textWidth(text, size, bold);
    const shift = align === 'center' ? width / 2 : align === 'right' ? width : 0;
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(color)} rg ${(x - shift).toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }
}

export interface PdfDocument {
  title: string;
  author: string;
  subject: string;
  pages: PageCanvas[];
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Assembles pages into a PDF file with a document title, author and subject. */
export function buildPdf({ title, author, subject, pages }: PdfDocument): Buffer {
  const objects: (string | Buffer | null)[] = [];
  const add = (body: string | Buffer | null) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add(null);
  const pagesId = add(null);
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((page) => {
    const content = latin1(page.ops.join('\n'));
    const contentId = add(
      Buffer.concat([latin1(`<< /Length ${content.length} >>\nstream\n`), content, latin1('\nendstream')]),
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-US) >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(
    `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Subject ${pdfString(subject)} /Producer (the co-op site) >>`,
  );

  const chunks = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = chunks[0]!.length;
  const offsets = objects.map((body, index) => {
    const start = offset;
    const chunk = Buffer.concat([
      latin1(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : latin1(body ?? ''),
      latin1('\nendobj\n'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
    return start;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    latin1(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}

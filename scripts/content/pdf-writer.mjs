// @ts-check
// A small PDF 1.4 writer for text documents: the two standard Helvetica fonts (nothing embedded), filled
// rectangles and text. Enough for the co-op's policy and slides without a PDF library or office suite.

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard Adobe font metrics.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

// The few characters beyond ASCII that our texts use, as WinAnsiEncoding bytes and widths.
/** @type {Record<string, [number, number]>} */
const EXTRA = {
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
  'é': [0xe9, 556],
  'ñ': [0xf1, 556],
  'ó': [0xf3, 556],
  'á': [0xe1, 556],
};

// Helvetica-Bold is a little wider than Helvetica; measuring with this factor keeps bold lines inside the margin.
const BOLD_FACTOR = 1.08;

/**
 * @param {string} char
 * @returns {[number, number]} the byte and the advance width
 */
function charInfo(char) {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return [code, /** @type {number} */ (ASCII_WIDTHS[code - 32])];
  const extra = EXTRA[char];
  if (!extra) throw new Error(`Character "${char}" (U+${code.toString(16)}) is not supported by the PDF writer`);
  return extra;
}

/**
 * @param {string} text
 * @param {number} size
 */
export function textWidth(text, size, bold = false) {
  const units = [...text].reduce((sum, char) => sum + charInfo(char)[1], 0);
  return (units * size * (bold ? BOLD_FACTOR : 1)) / 1000;
}

/**
 * @param {string} text
 * @param {number} size
 * @param {number} maxWidth
 */
export function wrapText(text, size, maxWidth, bold = false) {
  const lines = [];
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

/**
 * @param {string} text
 */
function pdfString(text) {
  const bytes = [...text].map((char) => charInfo(char)[0]);
  let out = '(';
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 128) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

const rgb = (/** @type {string} */ hex) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

/** Drawing commands for one page; y grows upwards from the bottom edge, as in PDF. */
export class PageCanvas {
  /**
   * @param {number} width
   * @param {number} height
   */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    /**
     * @type {string[]}
     */
    this.ops = [];
  }

  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   * @param {string} color
   */
  rect(x, y, w, h, color) {
    this.ops.push(`${rgb(color)} rg ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }

  /**
   * @param {number} x
   * @param {number} y
   * @param {string} text
   * @param {{ size?: number, bold?: boolean, color?: string, align?: 'left' | 'center' | 'right' }} [options]
   */
  text(x, y, text, { size = 11, bold = false, color = '#1f2937', align = 'left' } = {}) {
    const shift = align === 'center' ? textWidth(text, size, bold) / 2 : align === 'right' ? textWidth(text, size, bold) : 0;
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(color)} rg ${(x - shift).toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
  }
}

/**
 * Assembles pages into a PDF file (a Buffer) with a document title, author and subject.
 * @param {{ title: string, author: string, subject: string, pages: PageCanvas[] }} document
 */
export function buildPdf({ title, author, subject, pages }) {
  /** @type {(string | Buffer | null)[]} */
  const objects = [];
  const add = (/** @type {string | Buffer | null} */ body) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add(null);
  const pagesId = add(null);
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((page) => {
    const content = Buffer.from(page.ops.join('\n'), 'latin1');
    const contentId = add(Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-US) >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(`<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Subject ${pdfString(subject)} /Producer (scripts/content/pdf-writer.mjs) >>`);

  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = objects.map((body, index) => {
    const start = offset;
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body ?? '', 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    offset += chunk.length;
    return start;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

import { describe, expect, it } from 'vitest';
import { attachmentHeader, cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['../../x.pdf', 'x.pdf'],
    ['C:\\Users\\dana\\report.pdf', 'report.pdf'],
    ['re\u0000po\u0007rt\u001b.pdf', 'report.pdf'],
    ['evil\u202efdp.exe.pdf', 'evilfdp.exe.pdf'],
    ['  .hidden.txt ', 'hidden.txt'],
    ['plain name.docx', 'plain name.docx'],
    ['a/', ''],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it('bounds a long name and keeps its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('Año "final" (v2).pdf')).toBe(
      `attachment; filename="A_o _final_ (v2).pdf"; filename*=UTF-8''A%C3%B1o%20%22final%22%20%28v2%29.pdf`,
    );
  });
});

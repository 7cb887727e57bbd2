import { describe, expect, it } from 'vitest';
import { fileMessages, maxUploadBytes } from '@coop/contract';
import { acceptedFileTypes, uploadProblem } from './upload-checks';

// A File that claims a size without holding the bytes.
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('uploadProblem', () => {
  it('lets the allowed types through, whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.txt', 'e.jpg', 'f.JPEG', 'g.png', 'h.gif']) {
      expect(uploadProblem(fileOf(name, 10)), name).toBeNull();
    }
  });

  it('refuses other types with the allowed-types message', () => {
    for (const name of ['script.exe', 'page.html', 'noextension', 'archive.zip', 'image.svg']) {
      expect(uploadProblem(fileOf(name, 10)), name).toBe(fileMessages.typeNotAllowed);
    }
  });

  it('takes exactly 50 MB and refuses one byte more', () => {
    expect(uploadProblem(fileOf('big.pdf', maxUploadBytes))).toBeNull();
    expect(uploadProblem(fileOf('big.pdf', maxUploadBytes + 1))).toBe(fileMessages.tooLarge);
    expect(fileMessages.tooLarge).toBe('File too large. Maximum size is 50MB.');
  });

  it('asks for a file when none was chosen, and for content when it is empty', () => {
    expect(uploadProblem(null)).toBe(fileMessages.missing);
    expect(uploadProblem(fileOf('empty.txt', 0))).toBe(fileMessages.empty);
  });

  it('offers the same extensions to the file picker', () => {
    expect(acceptedFileTypes.split(',')).toEqual(['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png', '.gif']);
  });
});

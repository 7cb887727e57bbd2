import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [10_000, '9.77 KB'],
    [1024 * 1024 - 1, '1024.00 KB'],
    [1024 * 1024, '1.00 MB'],
    [50 * 1024 * 1024, '50.00 MB'],
    [1024 ** 3, '1.00 GB'],
    [2.5 * 1024 ** 3, '2.50 GB'],
    [3 * 1024 ** 4, '3072.00 GB'],
  ])('shows %i bytes as %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});

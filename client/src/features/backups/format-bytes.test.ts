import { expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

it.each([
  [0, '0 bytes'],
  [999, '999 bytes'],
  [1500, '1.5 kB'],
  [48_200_000, '48.2 MB'],
  [3_250_000_000, '3.3 GB'],
  [2_000_000_000_000, '2.0 TB'],
])('%d bytes read %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

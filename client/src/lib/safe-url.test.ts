import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'https://example.org/a?b=c',
    'http://example.org',
    'mailto:office@example.org',
    'tel:+14795550100',
    'HTTPS://EXAMPLE.ORG',
  ])('keeps %s', (url) => expect(safeUrl(url)).toBe(url));

  it.each(['/enrollment', 'grade2', '#contact', '?tab=1', 'docs/a:b', '/x?y=z:1'])('keeps the relative URL %s', (url) =>
    expect(safeUrl(url)).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'ftp://example.org',
    'irc://x',
  ])('drops %s', (url) => expect(safeUrl(url)).toBe(''));
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentImageEntry } from '@coop/contract';
import { withImageEntry } from './images-json';

const entry: ContentImageEntry = {
  alt: 'Students at the fair',
  width: 800,
  height: 600,
  widths: [480, 800],
  formats: ['avif', 'webp', 'jpg'],
};

describe('withImageEntry', () => {
  it('adds the entry after the others and leaves every other line as it was', () => {
    const current = fs.readFileSync(path.resolve(__dirname, '../../../../content/images.json'), 'utf8');
    const next = withImageEntry(current, 'students-at-the-fair-k3x9q2', entry);
    expect(next.startsWith(current.slice(0, -3))).toBe(true);
    expect(next.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(next) as Record<string, unknown>;
    expect(Object.keys(parsed).at(-1)).toBe('students-at-the-fair-k3x9q2');
    expect(parsed['students-at-the-fair-k3x9q2']).toEqual(entry);
  });

  it('never replaces a listed picture', () => {
    expect(() => withImageEntry('{ "social": {} }', 'social', entry)).toThrow('already lists');
  });
});

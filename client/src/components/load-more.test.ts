import { describe, expect, it } from 'vitest';
import { listStatus } from './load-more';

const base = {
  noun: { one: 'file', many: 'files' },
  shown: 50,
  empty: 'No files have been shared yet.',
  hasMore: true,
  loading: false,
  updating: false,
  failed: false,
};

describe('listStatus', () => {
  it('counts the rows shown and says whether more follow', () => {
    expect(listStatus(base)).toBe('Showing 50 files; more below.');
    expect(listStatus({ ...base, shown: 73, hasMore: false })).toBe('Showing all 73 files.');
    expect(listStatus({ ...base, shown: 1, hasMore: false })).toBe('Showing all 1 file.');
  });

  it('says the empty text when there is no row', () => {
    expect(listStatus({ ...base, shown: 0, hasMore: false })).toBe('No files have been shared yet.');
  });

  it('says when rows are on their way, or that the next page failed', () => {
    expect(listStatus({ ...base, loading: true })).toBe('Loading more files…');
    expect(listStatus({ ...base, updating: true })).toBe('Loading files…');
    expect(listStatus({ ...base, failed: true })).toBe('Could not load more files. Please try again.');
  });
});

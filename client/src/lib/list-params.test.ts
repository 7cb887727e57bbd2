import { describe, expect, it } from 'vitest';
import { fileListChoices } from '../features/files/file-list-params';
import { linkListChoices } from '../features/links/link-list-params';
import { readListParams, writeListParams } from './list-params';

const address = (query: string) => new URLSearchParams(query);

describe('readListParams', () => {
  it('reads the sort, filters and search the address names', () => {
    expect(
      readListParams(
        address('tab=links&sort=TITLE_ASC&visibility=everyone&category=Curriculum&q=maps'),
        linkListChoices,
      ),
    ).toEqual({ sort: 'TITLE_ASC', visibility: 'everyone', category: 'Curriculum', q: 'maps' });
  });

  it('reads defaults when the address names nothing', () => {
    expect(readListParams(address('tab=files'), fileListChoices)).toEqual({
      sort: undefined,
      visibility: undefined,
      q: '',
    });
  });

  it('takes an unknown or default value as the default, so a hand-edited address shows the whole list', () => {
    expect(readListParams(address('sort=SIZE&visibility=nobody&q='), fileListChoices)).toEqual({
      sort: undefined,
      visibility: undefined,
      q: '',
    });
    expect(readListParams(address('sort=DATE_DESC&visibility=all'), fileListChoices)).toMatchObject({
      sort: undefined,
      visibility: undefined,
    });
  });

  it('cuts a search longer than the server takes', () => {
    expect(readListParams(address(`q=${'a'.repeat(300)}`), fileListChoices).q).toHaveLength(200);
  });
});

describe('writeListParams', () => {
  it('keeps the tab and sets what was chosen', () => {
    const next = writeListParams(address('tab=links'), linkListChoices, { sort: 'TITLE_DESC', category: 'General' });
    expect(next.toString()).toBe('tab=links&sort=TITLE_DESC&category=General');
  });

  it('drops a default or an empty search from the address', () => {
    const next = writeListParams(address('tab=files&sort=NAME_ASC&visibility=everyone&q=notes'), fileListChoices, {
      sort: 'DATE_DESC',
      visibility: 'all',
      q: '  ',
    });
    expect(next.toString()).toBe('tab=files');
  });

  it('writes the search without its outer spaces, and reads back what it wrote', () => {
    const next = writeListParams(address('tab=files'), fileListChoices, { q: ' field trip ', sort: 'SIZE_DESC' });
    expect(next.get('q')).toBe('field trip');
    expect(readListParams(next, fileListChoices)).toEqual({
      sort: 'SIZE_DESC',
      visibility: undefined,
      q: 'field trip',
    });
  });
});

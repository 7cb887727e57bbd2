import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { evictAfterChange } from './evict-after-change';

const Lists = gql`
  query Lists {
    sharedFiles {
      id
      original_name
    }
    sharedLinks {
      id
      title
    }
  }
`;

function filledCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: Lists,
    data: {
      sharedFiles: [
        { __typename: 'SharedFile', id: '1', original_name: 'a.pdf' },
        { __typename: 'SharedFile', id: '2', original_name: 'b.pdf' },
      ],
      sharedLinks: [{ __typename: 'SharedLink', id: '7', title: 'Maps' }],
    },
  });
  return cache;
}

describe('evictAfterChange', () => {
  it('drops the entry, and the list that held it no longer shows it', () => {
    const cache = filledCache();
    evictAfterChange(cache, { __typename: 'SharedFile', id: '1' });
    const extract = cache.extract();
    expect(extract['SharedFile:1']).toBeUndefined();
    expect(extract['SharedFile:2']).toBeDefined();
    const lists = cache.readQuery<{ sharedFiles: { id: string }[] }>({ query: Lists, returnPartialData: true });
    expect(lists?.sharedFiles.map((file) => file.id)).toEqual(['2']);
  });

  it('forgets the named lists so they are read from the server again', () => {
    const cache = filledCache();
    evictAfterChange(cache, { __typename: 'User', id: '9' }, ['sharedLinks']);
    const root = cache.extract().ROOT_QUERY as Record<string, unknown>;
    expect(root.sharedLinks).toBeUndefined();
    expect(root.sharedFiles).toBeDefined();
    expect(cache.extract()['SharedLink:7']).toBeUndefined();
  });
});

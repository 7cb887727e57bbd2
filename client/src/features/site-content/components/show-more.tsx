import { useState } from 'react';

type ShowMoreProps = {
  connection: { pageInfo: { endCursor?: string | null; hasNextPage: boolean } };
  fetchMore: (options: { variables: { after: string | null } }) => Promise<unknown>;
  /** What the list holds: "versions", "changes". */
  noun: string;
};

/** The next page of a short list, on request (the cache appends it to the rows shown). */
export function ShowMore({ connection, fetchMore, noun }: ShowMoreProps) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!connection.pageInfo.hasNextPage) return null;
  async function more() {
    setLoading(true);
    setFailed(false);
    try {
      await fetchMore({ variables: { after: connection.pageInfo.endCursor ?? null } });
    } catch {
      setFailed(true);
    }
    setLoading(false);
  }
  return (
    <p>
      <button type="button" className="button button--secondary" disabled={loading} onClick={() => void more()}>
        {loading ? `Loading more ${noun}…` : `Show more ${noun}`}
      </button>
      <span role="status">{failed ? ` Could not load more ${noun}. Please try again.` : ''}</span>
    </p>
  );
}

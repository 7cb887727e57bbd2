import type { EntityManager } from 'typeorm';

/** The lists that clients refresh, each with a change counter of its own. */
export const listNames = ['users', 'files', 'links', 'trash', 'submissions', 'outbox'] as const;
export type ListName = (typeof listNames)[number];
export type ListVersions = Record<ListName, number>;

export const listVersionsTable = 'list_versions';

/** The lists each write transaction under way has changed so far, by its manager. */
const changedIn = new WeakMap<EntityManager, Set<ListName>>();

/**
 * Notes that the write running on `manager` changes what these lists show. Their counters move when the
 * write's work is done, in its transaction: the change and its count commit together or not at all, on
 * either engine and whichever instance wrote.
 */
export function listsChanged(manager: EntityManager, ...lists: ListName[]): void {
  const changed = changedIn.get(manager);
  if (!changed) throw new Error('A list can only change inside a write transaction');
  for (const list of lists) changed.add(list);
}

/**
 * Wraps a write transaction's work so that the counters of the lists it changed move as its last statement.
 * Last, and in one statement over sorted names: each counter's row is locked only for the moment before the
 * commit and after every other lock the write takes, so two writes can never wait on each other through
 * these rows. A write that fails moves nothing (and on PostgreSQL its rollback would undo it anyway).
 */
export function countingListChanges<T>(work: (manager: EntityManager) => Promise<T>) {
  return async (manager: EntityManager): Promise<T> => {
    const changed = new Set<ListName>();
    changedIn.set(manager, changed);
    try {
      const result = await work(manager);
      await bump(manager, [...changed].sort());
      return result;
    } finally {
      changedIn.delete(manager);
    }
  };
}

async function bump(manager: EntityManager, names: ListName[]): Promise<void> {
  if (names.length === 0) return;
  const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
    `UPDATE ${listVersionsTable} SET version = version + 1 WHERE name IN (:...names)`,
    { names },
  );
  await manager.query(sql, values);
}

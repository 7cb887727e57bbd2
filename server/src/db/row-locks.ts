import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Locks the rows a transaction reads until it ends (`SELECT … FOR UPDATE`), so that a rule over several rows is
 * checked on rows no other instance can change meanwhile; a second transaction waits, then reads them as the
 * first left them. PostgreSQL only: TypeORM refuses row locks on SQLite, where the one shared connection and
 * the write queue already let one transaction write at a time.
 */
export function forUpdate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return query.connection.options.type === 'postgres' ? query.setLock('pessimistic_write') : query;
}

/** The same lock for a `find`: its rows stay as read until the transaction ends. */
export function findForUpdate(manager: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return manager.connection.options.type === 'postgres' ? { lock: { mode: 'pessimistic_write' } } : {};
}

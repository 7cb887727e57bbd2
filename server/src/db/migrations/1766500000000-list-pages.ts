import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What a page of each list is sorted by, and the filters read with the default sort. Files and links
 * list only what is not in the trash, which each engine's planner needs told its own way. PostgreSQL
 * reads an index in order only past columns compared with `=`, which `deleted_at IS NULL` is not, so
 * there the index leaves the trash out (a partial index) instead of leading with that column.
 * SQLite, without statistics, prefers the older index on `deleted_at` alone to a partial index and
 * then sorts; an index that starts with `deleted_at` (which it reads as an equality) gives it both.
 */
const sortIndexes: Record<string, string[][]> = {
  files: [
    ['uploaded_at', 'id'],
    ['original_name', 'id'],
    ['size', 'id'],
    ['visibility', 'uploaded_at', 'id'],
  ],
  links: [
    ['shared_at', 'id'],
    ['title', 'id'],
    ['visibility', 'shared_at', 'id'],
    ['category', 'shared_at', 'id'],
  ],
  users: [
    ['created_at', 'id'],
    ['name', 'id'],
    ['role', 'created_at', 'id'],
    ['status', 'created_at', 'id'],
  ],
};

/** The text a search looks in, per table; on SQLite each has a trigram table `{table}_search` holding it by id. */
const searchColumns: Record<string, string[]> = {
  files: ['original_name'],
  links: ['title', 'description'],
  users: ['name', 'email'],
};

/**
 * Indexes that let every list be read a page at a time in each of its sorts without reading the
 * whole table, and a substring search that stays fast with years of rows: PostgreSQL's trigram
 * (pg_trgm) GIN indexes serve ILIKE '%term%'; SQLite has no such index, so an FTS5 table with the
 * trigram tokenizer holds a copy of the searched text, kept in step by triggers.
 */
export class ListPages1766500000000 implements MigrationInterface {
  name = 'ListPages1766500000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, indexes] of Object.entries(sortIndexes)) {
      for (const columnNames of indexes) {
        await runner.createIndex(table, listIndex(runner, table, columnNames));
      }
    }
    const postgres = runner.connection.driver.options.type === 'postgres';
    if (postgres) await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const [table, columns] of Object.entries(searchColumns)) {
      if (postgres) {
        for (const column of columns) {
          await runner.query(
            `CREATE INDEX "${indexName(table, [column, 'trgm'])}" ON "${table}" USING gin ("${column}" gin_trgm_ops)`,
          );
        }
        continue;
      }
      const search = `${table}_search`;
      const list = columns.map((column) => `"${column}"`).join(', ');
      const values = (row: string) => columns.map((column) => `${row}."${column}"`).join(', ');
      await runner.query(`CREATE VIRTUAL TABLE "${search}" USING fts5(id UNINDEXED, ${list}, tokenize = 'trigram')`);
      await runner.query(`INSERT INTO "${search}" (id, ${list}) SELECT id, ${list} FROM "${table}"`);
      await runner.query(
        `CREATE TRIGGER "${search}_insert" AFTER INSERT ON "${table}" BEGIN ` +
          `INSERT INTO "${search}" (id, ${list}) VALUES (new.id, ${values('new')}); END`,
      );
      await runner.query(
        `CREATE TRIGGER "${search}_update" AFTER UPDATE OF ${list} ON "${table}" BEGIN ` +
          `UPDATE "${search}" SET ${columns.map((column) => `"${column}" = new."${column}"`).join(', ')} ` +
          `WHERE id = old.id; END`,
      );
      await runner.query(
        `CREATE TRIGGER "${search}_delete" AFTER DELETE ON "${table}" BEGIN ` +
          `DELETE FROM "${search}" WHERE id = old.id; END`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    const postgres = runner.connection.driver.options.type === 'postgres';
    for (const [table, columns] of Object.entries(searchColumns)) {
      if (postgres) {
        for (const column of columns) await runner.query(`DROP INDEX "${indexName(table, [column, 'trgm'])}"`);
        continue;
      }
      for (const event of ['insert', 'update', 'delete']) await runner.query(`DROP TRIGGER "${table}_search_${event}"`);
      await runner.query(`DROP TABLE "${table}_search"`);
    }
    for (const [table, indexes] of Object.entries(sortIndexes)) {
      for (const columnNames of indexes) await runner.dropIndex(table, listIndex(runner, table, columnNames).name!);
    }
  }
}

function listIndex(runner: QueryRunner, table: string, columnNames: string[]): TableIndex {
  if (table === 'users') return new TableIndex({ name: indexName(table, columnNames), columnNames });
  if (runner.connection.driver.options.type === 'postgres') {
    return new TableIndex({ name: indexName(table, columnNames), columnNames, where: '"deleted_at" IS NULL' });
  }
  // The filtered column first, then the trash, then the order.
  const trashed =
    columnNames.length > 2 ? [columnNames[0], 'deleted_at', ...columnNames.slice(1)] : ['deleted_at', ...columnNames];
  return new TableIndex({ name: indexName(table, trashed), columnNames: trashed });
}

function indexName(table: string, columnNames: string[]): string {
  return `IDX_${table}_${columnNames.join('_')}`;
}

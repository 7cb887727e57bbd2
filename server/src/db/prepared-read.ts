import { createHash } from 'node:crypto';
import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Database } from './database';

/** node-postgres' pool, as far as a named statement needs it. */
interface PostgresPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** better-sqlite3's connection and statement, as far as a read in array mode needs them. */
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface SqliteStatement {
  raw(on: boolean): SqliteStatement;
  columns(): { name: string }[];
  all(...values: unknown[]): unknown[][];
}

/** A statement prepared once, with the names of the columns it answers, in order. */
type SqliteRead = { statement: SqliteStatement; columns: string[] };

/**
 * A read that runs on every request. The query builder writes its SQL once, when the service
 * starts; each run only binds the parameters and executes it. Writing the SQL anew cost about as
 * much as running it on the busiest calls (`npm run bench -- api`). The ORM's logger sees every
 * statement either way.
 *
 * On PostgreSQL the statement goes to the pool under a name derived from its text, so each pooled
 * connection parses and plans it once and then only executes it; the ORM sends every statement
 * unnamed, which PostgreSQL parses and plans anew on each call (about half the time of a list
 * request, `npm run bench -- api-pg`).
 *
 * On SQLite the statement is prepared once on the shared connection and read in array mode, each row
 * then built here with its columns in the statement's order: better-sqlite3 builds row objects in
 * native code a property at a time, which cost about a quarter of a 50-row list's read.
 */
export class PreparedRead<Row> {
  private readonly sql: string;
  /** Statement names by text (the text varies only with the length of a list parameter). */
  private readonly names = new Map<string, string>();
  /** SQLite statements by text, prepared on first use. */
  private readonly sqliteReads = new Map<string, SqliteRead>();

  constructor(
    private readonly db: Database,
    query: SelectQueryBuilder<ObjectLiteral>,
    /** Written after the query's own SQL: a clause the query builder cannot take a parameter in (LIMIT). */
    suffix = '',
  ) {
    this.sql = query.getQuery() + suffix;
  }

  async rows(parameters: ObjectLiteral): Promise<Row[]> {
    const { driver, logger } = this.db.source;
    const [sql, values] = driver.escapeQueryWithParameters(this.sql, parameters);
    logger.logQuery(sql, values);
    if (driver.options.type === 'better-sqlite3') return this.sqliteRows(sql, values);
    const pool = (driver as unknown as { master: PostgresPool }).master;
    let name = this.names.get(sql);
    if (!name) this.names.set(sql, (name = statementName(sql)));
    const result = await pool.query({ name, text: sql, values });
    return result.rows as Row[];
  }

  private sqliteRows(sql: string, values: unknown[]): Row[] {
    let read = this.sqliteReads.get(sql);
    if (!read) {
      const connection = (this.db.source.driver as unknown as { databaseConnection: SqliteConnection })
        .databaseConnection;
      const statement = connection.prepare(sql).raw(true);
      read = { statement, columns: statement.columns().map((column) => column.name) };
      this.sqliteReads.set(sql, read);
    }
    const { statement, columns } = read;
    // better-sqlite3 binds no booleans; the ORM sends them as 1 and 0.
    const rows = statement.all(...values.map((value) => (typeof value === 'boolean' ? Number(value) : value)));
    return rows.map((cells) => {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index++) row[columns[index]] = cells[index];
      return row as Row;
    });
  }

  async first(parameters: ObjectLiteral): Promise<Row | undefined> {
    return (await this.rows(parameters))[0];
  }
}

/**
 * Builds an entity from the columns a query selected under `alias` (as `alias_column`, the query
 * builder's naming), each converted the way the driver converts it when it hydrates entities.
 */
export class EntityReader<T extends ObjectLiteral> {
  private readonly columns: { property: string; key: string; column: ColumnMetadata }[];
  private readonly create: () => T;

  constructor(
    private readonly db: Database,
    entity: EntityTarget<T>,
    alias: string,
  ) {
    const metadata = db.source.getMetadata(entity);
    this.create = () => metadata.create() as T;
    this.columns = metadata.columns.map((column) => ({
      property: column.propertyName,
      key: `${alias}_${column.databaseName}`,
      column,
    }));
  }

  read(row: Record<string, unknown>): T {
    const entity = this.create() as Record<string, unknown>;
    for (const { property, key, column } of this.columns) {
      entity[property] = this.db.source.driver.prepareHydratedValue(row[key], column);
    }
    return entity as T;
  }
}

/** One name per statement text: the same text always gets the same name, so connections reuse it. */
function statementName(sql: string): string {
  return `coop_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

import { createHash } from 'node:crypto';
import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Database } from './database';

/** node-postgres' pool, as far as a named statement needs it. */
interface PostgresPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A read that runs on every request. The query builder writes its SQL once, when the service
 * starts; each run only binds the parameters and executes it. Writing the SQL anew cost about as
 * much as running it on the busiest calls (`npm run bench -- api`). The ORM's logger sees every
 * statement either way.
 *
 * On PostgreSQL the statement goes to the pool under a name derived from its text, so each pooled
 * connection parses and plans it once and then only executes it; the ORM sends every statement
 * unnamed, which PostgreSQL parses and plans anew on each call (about half the time of a list
 * request, `npm run bench -- api-pg`). better-sqlite3 already keeps its statements prepared.
 */
export class PreparedRead<Row> {
  private readonly sql: string;
  /** Statement names by text (the text varies only with the length of a list parameter). */
  private readonly names = new Map<string, string>();

  constructor(
    private readonly db: Database,
    query: SelectQueryBuilder<ObjectLiteral>,
  ) {
    this.sql = query.getQuery();
  }

  async rows(parameters: ObjectLiteral): Promise<Row[]> {
    const { driver, logger } = this.db.source;
    const [sql, values] = driver.escapeQueryWithParameters(this.sql, parameters);
    if (driver.options.type !== 'postgres') return this.db.manager.query(sql, values);
    logger.logQuery(sql, values);
    const pool = (driver as unknown as { master: PostgresPool }).master;
    let name = this.names.get(sql);
    if (!name) this.names.set(sql, (name = statementName(sql)));
    const result = await pool.query({ name, text: sql, values });
    return result.rows as Row[];
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

import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Database } from './database';

/**
 * A read that runs on every request. The query builder writes its SQL once, when the service
 * starts; each run only binds the parameters and executes it through the ORM's query runner, so
 * the ORM's logger still sees every statement. Writing the SQL anew cost about as much as running
 * it on the busiest calls (`npm run bench -- api`).
 */
export class PreparedRead<Row> {
  private readonly sql: string;

  constructor(
    private readonly db: Database,
    query: SelectQueryBuilder<ObjectLiteral>,
  ) {
    this.sql = query.getQuery();
  }

  rows(parameters: ObjectLiteral): Promise<Row[]> {
    const [sql, values] = this.db.source.driver.escapeQueryWithParameters(this.sql, parameters);
    return this.db.manager.query(sql, values);
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

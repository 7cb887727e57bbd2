import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/** The site's editable documents as they stand, and every version of each. */
export class SiteContent1766660000000 implements MigrationInterface {
  name = 'SiteContent1766660000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'content_documents',
        columns: [
          { name: 'key', type: 'varchar', length: '200', isPrimary: true },
          { name: 'body', type: 'text' },
          { name: 'revision', type: 'integer' },
          { name: 'updated_at', type: timestamp },
          { name: 'updated_by', type: 'varchar', length: '200' },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'content_versions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'key', type: 'varchar', length: '200' },
          { name: 'body', type: 'text' },
          { name: 'action', type: 'varchar', length: '16' },
          { name: 'author_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'author_name', type: 'varchar', length: '200' },
          { name: 'created_at', type: timestamp },
          { name: 'summary', type: 'varchar', length: '300' },
        ],
        foreignKeys: [
          // The name stays in the history when the account goes.
          new TableForeignKey({
            columnNames: ['author_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        // A document's history, newest first.
        indices: [new TableIndex({ columnNames: ['key', 'id'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('content_versions');
    await runner.dropTable('content_documents');
  }
}

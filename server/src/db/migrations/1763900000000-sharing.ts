import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/** Shared files and links; both belong to a user and go when the user is deleted. */
export class Sharing1763900000000 implements MigrationInterface {
  name = 'Sharing1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'files',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'original_name', type: 'varchar', length: '255' },
          { name: 'size', type: 'integer' },
          { name: 'content_type', type: 'varchar', length: '100' },
          { name: 'stored_id', type: 'varchar', length: '36', isUnique: true },
          { name: 'visibility', type: 'varchar', length: '32' },
          { name: 'uploader_id', type: 'varchar', length: '36' },
          { name: 'uploaded_at', type: timestamp },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'links',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'url', type: 'varchar', length: '2048' },
          { name: 'description', type: 'varchar', length: '2000' },
          { name: 'category', type: 'varchar', length: '32' },
          { name: 'visibility', type: 'varchar', length: '32' },
          { name: 'shared_by_id', type: 'varchar', length: '36' },
          { name: 'shared_at', type: timestamp },
        ],
      }),
    );
    for (const [table, column, when] of [
      ['files', 'uploader_id', 'uploaded_at'],
      ['links', 'shared_by_id', 'shared_at'],
    ]) {
      await runner.createForeignKey(
        table,
        new TableForeignKey({
          columnNames: [column],
          referencedTableName: 'users',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        }),
      );
      await runner.createIndex(table, new TableIndex({ columnNames: [column] }));
      await runner.createIndex(table, new TableIndex({ columnNames: ['visibility', when] }));
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('links');
    await runner.dropTable('files');
  }
}

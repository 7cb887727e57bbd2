import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Deleted files and links stay in their tables for a while, marked with when and by whom they were
 * deleted; the deleter's account may go before the item does, which then only forgets who it was.
 */
export class Trash1765100000000 implements MigrationInterface {
  name = 'Trash1765100000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    for (const table of ['files', 'links']) {
      await runner.addColumns(table, [
        new TableColumn({ name: 'deleted_at', type: timestamp, isNullable: true }),
        new TableColumn({ name: 'deleted_by_id', type: 'varchar', length: '36', isNullable: true }),
      ]);
      await runner.createForeignKey(
        table,
        new TableForeignKey({
          columnNames: ['deleted_by_id'],
          referencedTableName: 'users',
          referencedColumnNames: ['id'],
          onDelete: 'SET NULL',
        }),
      );
      await runner.createIndex(table, new TableIndex({ columnNames: ['deleted_at'] }));
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['files', 'links']) {
      const loaded = await runner.getTable(table);
      for (const key of loaded?.foreignKeys.filter((fk) => fk.columnNames.includes('deleted_by_id')) ?? []) {
        await runner.dropForeignKey(table, key);
      }
      for (const index of loaded?.indices.filter((ix) => ix.columnNames.includes('deleted_at')) ?? []) {
        await runner.dropIndex(table, index);
      }
      await runner.dropColumns(table, ['deleted_at', 'deleted_by_id']);
    }
  }
}

import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * The member directory's choices, one row per household that made any: whether it is listed and which fields it
 * shows. No household had chosen before, so none is listed and nothing is carried. A household's row goes with it.
 */
export class DirectoryListings1766710102000 implements MigrationInterface {
  name = 'DirectoryListings1766710102000';

  async up(runner: QueryRunner): Promise<void> {
    const choice = (name: string) => ({ name, type: 'boolean', default: false });
    await runner.createTable(
      new Table({
        name: 'directory_listings',
        columns: [
          { name: 'household_id', type: 'varchar', length: '36', isPrimary: true },
          choice('listed'),
          choice('show_household_name'),
          choice('show_guardian_names'),
          choice('show_children'),
          choice('show_phone'),
          choice('show_email'),
          { name: 'updated_at', type: timestampType(runner) },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['household_id'],
            referencedTableName: 'households',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('directory_listings');
  }
}

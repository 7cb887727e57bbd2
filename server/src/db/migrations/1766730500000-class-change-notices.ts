import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Class-change notices waiting to go out: a run of schedule saves close together is kept as one row until the
 * saves stop, so a restart between the save and the mail loses nothing; the unique `open` column keeps a single
 * row gathering at a time across instances.
 */
export class ClassChangeNotices1766730500000 implements MigrationInterface {
  name = 'ClassChangeNotices1766730500000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'class_change_notices',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'open', type: 'varchar', length: '8', isNullable: true },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'catalog_revision', type: 'integer', isNullable: true },
          { name: 'changes_revision', type: 'integer', isNullable: true },
          { name: 'first_saved_at', type: timestamp },
          { name: 'last_saved_at', type: timestamp },
          { name: 'due_at', type: timestamp },
          { name: 'sent_at', type: timestamp, isNullable: true },
          { name: 'recipients', type: 'integer', default: 0 },
        ],
      }),
    );
    await runner.createIndex(
      'class_change_notices',
      new TableIndex({ name: 'class_change_notices_open', columnNames: ['open'], isUnique: true }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('class_change_notices');
  }
}

import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * What the billing mails have told each household: one row per ledger line mailed (an invoice's charges, a
 * payment's receipt) and per reminder of a due item. The key is the primary key, so two instances cannot both
 * send the same notice: the second insert fails and its mail is rolled back with it.
 */
export class BillingNotices1766750400000 implements MigrationInterface {
  name = 'BillingNotices1766750400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'billing_notices',
        columns: [
          { name: 'notice_key', type: 'varchar', length: '300', isPrimary: true },
          { name: 'household_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'created_at', type: timestampType(runner) },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('billing_notices');
  }
}

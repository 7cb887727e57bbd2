import { Table, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Money: each term's fee policy and each class's fees, and the ledger (a household's lines and their double
 * entries). New tables only; amounts are integer cents.
 */
export class Money1766750000000 implements MigrationInterface {
  name = 'Money1766750000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    const cents = (name: string) => ({ name, type: 'integer' });
    const key = (name: string, length = '64', isNullable = false) => ({ name, type: 'varchar', length, isNullable });
    await runner.createTable(
      new Table({
        name: 'term_fees',
        columns: [
          { ...key('term_key'), isPrimary: true },
          cents('dues'),
          { name: 'second_child_percent', type: 'integer' },
          { name: 'later_child_percent', type: 'integer' },
          { name: 'installments', type: 'text' },
          key('fees_kept_after', '10', true),
          { name: 'deposit_release_days', type: 'integer', isNullable: true },
          { name: 'instructor_percent', type: 'integer' },
          { name: 'updated_at', type: timestamp },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'class_fees',
        columns: [
          { ...key('class_key'), isPrimary: true },
          cents('class_fee'),
          cents('supply_fee'),
          cents('deposit'),
          { name: 'updated_at', type: timestamp },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'ledger_transactions',
        columns: [
          { ...key('id', '36'), isPrimary: true },
          key('household_id', '36'),
          key('kind', '20'),
          cents('amount'),
          { name: 'description', type: 'text' },
          key('term_key', '64', true),
          key('charge_key', '200', true),
          key('class_key', '64', true),
          key('student_id', '36', true),
          key('method', '16', true),
          key('reference', '120', true),
          key('external_id', '200', true),
          key('reverses_id', '36', true),
          key('occurred_on', '10'),
          { name: 'note', type: 'text', isNullable: true },
          key('created_by_user_id', '36', true),
          key('created_by_name', '200'),
          { name: 'created_at', type: timestamp },
        ],
        uniques: [
          new TableUnique({ name: 'UQ_ledger_transactions_external_id', columnNames: ['external_id'] }),
          new TableUnique({ name: 'UQ_ledger_transactions_reverses_id', columnNames: ['reverses_id'] }),
        ],
        indices: [
          new TableIndex({ columnNames: ['household_id', 'term_key'] }),
          new TableIndex({ columnNames: ['kind', 'occurred_on'] }),
          new TableIndex({ columnNames: ['reference'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'ledger_entries',
        columns: [
          { ...key('id', '36'), isPrimary: true },
          key('transaction_id', '36'),
          key('account', '40'),
          key('household_id', '36', true),
          cents('amount'),
        ],
        foreignKeys: [
          {
            columnNames: ['transaction_id'],
            referencedTableName: 'ledger_transactions',
            referencedColumnNames: ['id'],
          },
        ],
        indices: [
          new TableIndex({ columnNames: ['transaction_id'] }),
          new TableIndex({ columnNames: ['account', 'household_id'] }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['ledger_entries', 'ledger_transactions', 'class_fees', 'term_fees'])
      await runner.dropTable(table);
  }
}

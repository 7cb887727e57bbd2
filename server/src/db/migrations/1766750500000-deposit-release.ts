import { Table, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/** The steps taken to release held seats whose deposits stay unpaid: each warning and each release, once. */
export class DepositRelease1766750500000 implements MigrationInterface {
  name = 'DepositRelease1766750500000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'deposit_release_steps',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'placement_id', type: 'varchar', length: '36' },
          { name: 'held_at', type: timestamp },
          { name: 'step', type: 'varchar', length: '16' },
          { name: 'household_id', type: 'varchar', length: '36' },
          { name: 'amount', type: 'integer' },
          { name: 'release_on', type: 'varchar', length: '10' },
          { name: 'at', type: timestamp },
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_deposit_release_steps_hold_step',
            columnNames: ['placement_id', 'held_at', 'step'],
          }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('deposit_release_steps');
  }
}

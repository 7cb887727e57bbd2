import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * The outbox: every e-mail the product sends is a row written in the transaction of the change that causes it,
 * then delivered by a worker, so a message is never sent for a change that rolled back nor lost for one that
 * committed.
 */
export class Outbox1766600000000 implements MigrationInterface {
  name = 'Outbox1766600000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'outbox_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'recipient', type: 'varchar', length: '320' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'text_body', type: 'text' },
          { name: 'html_body', type: 'text' },
          { name: 'sensitive', type: 'boolean', default: false },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'tries', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: timestamp },
          { name: 'claimed_until', type: timestamp, isNullable: true },
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'created_at', type: timestamp },
          { name: 'sent_at', type: timestamp, isNullable: true },
        ],
      }),
    );
    // The worker reads what is due by state and time; the administrators' view reads the newest first.
    await runner.createIndex('outbox_messages', new TableIndex({ columnNames: ['state', 'next_attempt_at'] }));
    await runner.createIndex('outbox_messages', new TableIndex({ columnNames: ['created_at', 'id'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('outbox_messages');
  }
}

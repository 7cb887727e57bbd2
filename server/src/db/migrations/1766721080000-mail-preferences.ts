import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Each address's choice about announcements and the token of its unsubscribe link. Nobody had chosen before, so
 * the table starts empty: an address without a row receives everything.
 */
export class MailPreferences1766721080000 implements MigrationInterface {
  name = 'MailPreferences1766721080000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'mail_preferences',
        columns: [
          { name: 'address', type: 'varchar', length: '320', isPrimary: true },
          { name: 'token', type: 'varchar', length: '64' },
          { name: 'announcements_stopped', type: 'boolean', default: false },
          { name: 'changed_at', type: timestamp, isNullable: true },
          { name: 'created_at', type: timestamp },
        ],
        indices: [{ name: 'mail_preferences_token', columnNames: ['token'], isUnique: true }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('mail_preferences');
  }
}

import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Links to reset a forgotten password. Only the SHA-256 of each link's token is kept, so a copy of the database
 * opens no account; a token works once, for a short time, and goes with its account.
 */
export class PasswordResetTokens1766620000000 implements MigrationInterface {
  name = 'PasswordResetTokens1766620000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'expires_at', type: timestamp },
          { name: 'used_at', type: timestamp, isNullable: true },
          { name: 'created_at', type: timestamp },
        ],
      }),
    );
    await runner.createForeignKey(
      'password_reset_tokens',
      new TableForeignKey({
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
    // Closing a user's open links (at login, a reset or a change of password) reads them by user.
    await runner.createIndex('password_reset_tokens', new TableIndex({ columnNames: ['user_id'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('password_reset_tokens');
  }
}

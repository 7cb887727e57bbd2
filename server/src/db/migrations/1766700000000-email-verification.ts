import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Confirmed e-mail addresses: each account records the address whose confirmation link it followed, and the links
 * mailed are kept as the SHA-256 of their tokens with the address each was sent to. Accounts already approved keep
 * what they were shown: an administrator approved them, and their families have used My family since; their
 * addresses count as confirmed. A pending account confirms its address as a new one does, by a link it asks for.
 */
export class EmailVerification1766700000000 implements MigrationInterface {
  name = 'EmailVerification1766700000000';

  async up(runner: QueryRunner): Promise<void> {
    // ALTER TABLE ... ADD COLUMN, which both databases run in place; TypeORM's addColumn rebuilds a SQLite table,
    // and dropping the old users table would cascade to the sessions.
    await runner.query(`ALTER TABLE "users" ADD COLUMN "verified_email" varchar(320) NULL`);
    await runner.query(
      `UPDATE "users" SET "verified_email" = "email" WHERE "status" IN ('approved', 'password_reset_required')`,
    );
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'email_verification_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'email', type: 'varchar', length: '320' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'expires_at', type: timestamp },
          { name: 'used_at', type: timestamp, isNullable: true },
          { name: 'created_at', type: timestamp },
        ],
      }),
    );
    await runner.createForeignKey(
      'email_verification_tokens',
      new TableForeignKey({
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
    // A new link clears the account's expired ones, read by user.
    await runner.createIndex('email_verification_tokens', new TableIndex({ columnNames: ['user_id'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('email_verification_tokens');
    await runner.query(`ALTER TABLE "users" DROP COLUMN "verified_email"`);
  }
}

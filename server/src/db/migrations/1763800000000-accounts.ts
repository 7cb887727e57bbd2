import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'email', type: 'varchar', length: '320', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '32' },
          { name: 'created_at', type: timestamp },
          { name: 'approved_at', type: timestamp, isNullable: true },
          { name: 'approved_by', type: 'varchar', length: '36', isNullable: true },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'created_at', type: timestamp },
          { name: 'last_used_at', type: timestamp },
          { name: 'expires_at', type: timestamp },
        ],
      }),
    );
    await runner.createForeignKey(
      'sessions',
      new TableForeignKey({
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
    await runner.createIndex('sessions', new TableIndex({ columnNames: ['user_id'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('sessions');
    await runner.dropTable('users');
  }
}

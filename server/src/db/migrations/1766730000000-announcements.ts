import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Announcements: a message to an audience, scheduled or sent, with who it reached; and each account's inbox of
 * them with its read state. An inbox row goes with its account or its announcement.
 */
export class Announcements1766730000000 implements MigrationInterface {
  name = 'Announcements1766730000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    const count = (name: string) => ({ name, type: 'integer', isNullable: true });
    await runner.createTable(
      new Table({
        name: 'announcements',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'body', type: 'text' },
          { name: 'audience_kind', type: 'varchar', length: '32' },
          { name: 'audience_class_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'audience_grade', type: 'integer', isNullable: true },
          { name: 'audience_group', type: 'varchar', length: '64', isNullable: true },
          { name: 'audience_condition', type: 'varchar', length: '32', isNullable: true },
          { name: 'audience_label', type: 'varchar', length: '300' },
          { name: 'author_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'author_name', type: 'varchar', length: '200' },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'created_at', type: timestamp },
          { name: 'send_at', type: timestamp },
          { name: 'sent_at', type: timestamp, isNullable: true },
          { name: 'urgent', type: 'boolean' },
          { name: 'notice_until', type: 'varchar', length: '10', isNullable: true },
          count('reach_households'),
          count('reach_addresses'),
          count('reach_accounts'),
          count('reach_stopped'),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['author_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        indices: [
          // The scheduler's look for due messages, and a teacher's own list.
          new TableIndex({ name: 'announcements_due', columnNames: ['state', 'send_at'] }),
          new TableIndex({ name: 'announcements_author', columnNames: ['author_id', 'created_at'] }),
          new TableIndex({ name: 'announcements_created', columnNames: ['created_at'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'announcement_inbox',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'announcement_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'sent_at', type: timestamp },
          { name: 'read_at', type: timestamp, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            columnNames: ['announcement_id'],
            referencedTableName: 'announcements',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({ name: 'announcement_inbox_newest', columnNames: ['user_id', 'sent_at'] }),
          new TableIndex({ name: 'announcement_inbox_announcement', columnNames: ['announcement_id'] }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('announcement_inbox');
    await runner.dropTable('announcements');
  }
}

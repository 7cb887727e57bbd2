import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * The outbox's pace: each delivery attempt begun in the last minute, counted by every instance before it begins
 * more. Nothing was paced before, so it starts empty.
 */
export class OutboxPace1766721090000 implements MigrationInterface {
  name = 'OutboxPace1766721090000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'outbox_starts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'began_at', type: timestampType(runner) },
        ],
        indices: [{ name: 'outbox_starts_began_at', columnNames: ['began_at'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('outbox_starts');
  }
}

import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/** Submissions of the public forms (enrollment, class request, teacher application). */
export class Forms1764000000000 implements MigrationInterface {
  name = 'Forms1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'form_submissions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'form', type: 'varchar', length: '32' },
          { name: 'fields', type: 'text' },
          { name: 'submitted_at', type: timestampType(runner) },
        ],
      }),
    );
    await runner.createIndex('form_submissions', new TableIndex({ columnNames: ['form', 'submitted_at'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('form_submissions');
  }
}

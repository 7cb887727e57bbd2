import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The lists as they were when this migration was written; a list added later gets its row in a migration of its own. */
const lists = ['users', 'files', 'links', 'trash', 'submissions'];

/**
 * One change counter per list that clients refresh, moved in the transaction of every write that changes
 * what the list shows; a poll reads the counters instead of the list (docs/decisions/063-list-versions.md).
 */
export class ListVersions1766550000000 implements MigrationInterface {
  name = 'ListVersions1766550000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'list_versions',
        columns: [
          { name: 'name', type: 'varchar', length: '32', isPrimary: true },
          { name: 'version', type: 'integer', default: 0 },
        ],
      }),
    );
    await runner.query(
      `INSERT INTO list_versions (name, version) VALUES ${lists.map((name) => `('${name}', 0)`).join(', ')}`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('list_versions');
  }
}

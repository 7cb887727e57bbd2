import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files and links may go to one class's or one grade's families instead of a visibility: the audience beside each
 * item ("class:reading_1st", "grade:3"), null for everything shared before, which keeps its visibility's rules.
 * Indexed, as My family reads a family's classes' items by it.
 */
export class ClassMaterials1766720111000 implements MigrationInterface {
  name = 'ClassMaterials1766720111000';

  async up(runner: QueryRunner): Promise<void> {
    // ALTER TABLE ... ADD COLUMN, which both databases run in place; TypeORM's addColumn rebuilds a SQLite table,
    // and with it the search triggers the lists' pages keep on these tables.
    for (const table of ['files', 'links']) {
      await runner.query(`ALTER TABLE "${table}" ADD COLUMN "audience" varchar(80) NULL`);
      await runner.query(`CREATE INDEX "IDX_${table}_audience" ON "${table}" ("audience")`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['files', 'links']) {
      await runner.query(`DROP INDEX "IDX_${table}_audience"`);
      await runner.query(`ALTER TABLE "${table}" DROP COLUMN "audience"`);
    }
  }
}

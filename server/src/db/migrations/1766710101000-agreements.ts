import { Table, TableForeignKey, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Signed agreements: the documents a term asks families to sign, each version's text, and each household's
 * signature of a version. New tables only: nothing existing changes, and no term asks for a signature until an
 * administrator adds a document to it.
 */
export class Agreements1766710101000 implements MigrationInterface {
  name = 'Agreements1766710101000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    const documentId = { name: 'document_id', type: 'varchar', length: '36' };
    const version = { name: 'version', type: 'integer' };
    const ofDocument = () =>
      new TableForeignKey({
        columnNames: ['document_id'],
        referencedTableName: 'agreement_documents',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
    await runner.createTable(
      new Table({
        name: 'agreement_documents',
        columns: [
          id,
          { name: 'term_key', type: 'varchar', length: '64' },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'title', type: 'varchar', length: '200' },
          version,
          { name: 'created_at', type: timestamp },
          { name: 'withdrawn_at', type: timestamp, isNullable: true },
        ],
        indices: [new TableIndex({ columnNames: ['term_key'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'agreement_versions',
        columns: [
          id,
          documentId,
          version,
          { name: 'text', type: 'text' },
          { name: 'created_at', type: timestamp },
          { name: 'created_by_name', type: 'varchar', length: '200' },
        ],
        foreignKeys: [ofDocument()],
        uniques: [new TableUnique({ columnNames: ['document_id', 'version'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'agreement_signatures',
        columns: [
          id,
          documentId,
          version,
          { name: 'household_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'signer_name', type: 'varchar', length: '200' },
          { name: 'signed_at', type: timestamp },
        ],
        foreignKeys: [
          ofDocument(),
          // A household removed (merged into another) takes its signatures with it.
          new TableForeignKey({
            columnNames: ['household_id'],
            referencedTableName: 'households',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          // The typed name stays with the signature when the account goes.
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
        // Once per household per version: the second of two signatures at once is refused by the database.
        uniques: [new TableUnique({ columnNames: ['document_id', 'version', 'household_id'] })],
        indices: [new TableIndex({ columnNames: ['household_id'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['agreement_signatures', 'agreement_versions', 'agreement_documents'])
      await runner.dropTable(table);
  }
}

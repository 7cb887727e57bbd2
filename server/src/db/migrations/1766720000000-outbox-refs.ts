import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One message to many recipients (an announcement, a class-change notice): each outbox row names the message it
 * delivers, so the office can follow one message's deliveries, and carries the one-click unsubscribe address of
 * messages a recipient may stop. Rows queued before are deliveries of no such message.
 */
export class OutboxRefs1766720000000 implements MigrationInterface {
  name = 'OutboxRefs1766720000000';

  async up(runner: QueryRunner): Promise<void> {
    // ALTER TABLE ... ADD COLUMN runs in place on both databases; TypeORM's addColumn rebuilds a SQLite table.
    await runner.query(`ALTER TABLE "outbox_messages" ADD COLUMN "ref" varchar(80)`);
    await runner.query(`ALTER TABLE "outbox_messages" ADD COLUMN "unsubscribe_url" text`);
    await runner.createIndex('outbox_messages', new TableIndex({ name: 'outbox_messages_ref', columnNames: ['ref'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('outbox_messages', 'outbox_messages_ref');
    await runner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "unsubscribe_url"`);
    await runner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "ref"`);
  }
}

import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Volunteer hours: the check-ins and check-outs at the door (keyed by the id the phone chose, so a replay is stored
 * once), the office's corrections of worked minutes, and each household's term-end charge or waiver (once per
 * household and term). New tables only.
 */
export class VolunteerHours1766760400000 implements MigrationInterface {
  name = 'VolunteerHours1766760400000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    const text = (name: string, length: string, isNullable = false) => ({ name, type: 'varchar', length, isNullable });
    const id = { ...text('id', '36'), isPrimary: true };
    const at = (name: string) => ({ name, type: timestamp, isNullable: false });
    const by = [text('by_user_id', '36'), text('by_name', '200')];
    await runner.createTable(
      new Table({
        name: 'volunteer_checks',
        columns: [id, text('signup_id', '36'), text('direction', '3'), at('device_at'), at('received_at'), ...by],
        indices: [new TableIndex({ columnNames: ['signup_id'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_hour_corrections',
        columns: [
          id,
          text('signup_id', '36'),
          { name: 'minutes', type: 'integer' },
          { name: 'reason', type: 'text' },
          ...by,
          at('created_at'),
        ],
        indices: [new TableIndex({ columnNames: ['signup_id'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_settlements',
        columns: [
          { ...text('term_key', '64'), isPrimary: true },
          { ...text('household_id', '36'), isPrimary: true },
          text('outcome', '8'),
          { name: 'short_minutes', type: 'integer' },
          { name: 'amount', type: 'integer' },
          text('line_id', '36', true),
          { name: 'reason', type: 'text', isNullable: true },
          ...by,
          at('created_at'),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['volunteer_settlements', 'volunteer_hour_corrections', 'volunteer_checks'])
      await runner.dropTable(table);
  }
}

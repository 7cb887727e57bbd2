import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/**
 * Volunteer duties: the roles the office defines, each term's volunteer policy and exemptions, the slots of the
 * term's co-op days, the people with a background check on file, and who signed up for which slot. New tables only;
 * durations are whole minutes, money integer cents.
 */
export class Volunteers1766760000000 implements MigrationInterface {
  name = 'Volunteers1766760000000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    const text = (name: string, length: string, isNullable = false) => ({ name, type: 'varchar', length, isNullable });
    const id = { ...text('id', '36'), isPrimary: true };
    const at = (name: string, isNullable = false) => ({ name, type: timestamp, isNullable });
    const count = (name: string, isNullable = false) => ({ name, type: 'integer', isNullable });
    await runner.createTable(
      new Table({
        name: 'volunteer_roles',
        columns: [
          id,
          text('name', '80'),
          { name: 'description', type: 'text' },
          count('people'),
          count('min_age', true),
          { name: 'needs_background_check', type: 'boolean', default: false },
          { name: 'per_class', type: 'boolean', default: false },
          { name: 'retired', type: 'boolean', default: false },
          at('created_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_terms',
        columns: [
          { ...text('term_key', '64'), isPrimary: true },
          count('quota_minutes'),
          count('hourly_rate'),
          text('signup_opens', '16', true),
          text('signup_closes', '16', true),
          count('auto_assign_days', true),
          at('updated_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_exemptions',
        columns: [
          { ...text('term_key', '64'), isPrimary: true },
          { ...text('household_id', '36'), isPrimary: true },
          count('quota_minutes'),
          { name: 'reason', type: 'text' },
          text('by_name', '200'),
          at('created_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_background_checks',
        columns: [
          { ...text('user_id', '36'), isPrimary: true },
          text('checked_on', '10'),
          text('expires_on', '10', true),
          { name: 'note', type: 'text' },
          text('by_name', '200'),
          at('updated_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_slots',
        columns: [
          id,
          text('term_key', '64'),
          text('role_id', '36'),
          text('date', '10'),
          text('start', '5'),
          text('end', '5'),
          text('class_key', '64', true),
          count('people'),
          at('created_at'),
        ],
        indices: [
          new TableIndex({ columnNames: ['term_key', 'date'] }),
          new TableIndex({ columnNames: ['role_id', 'date'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'volunteer_signups',
        columns: [
          id,
          text('slot_id', '36'),
          text('household_id', '36'),
          text('term_key', '64'),
          text('volunteer_kind', '8'),
          text('volunteer_id', '36'),
          text('volunteer_name', '200'),
          text('source', '8'),
          text('signed_up_by', '200'),
          at('created_at'),
          at('offered_at', true),
          text('swapped_from_id', '36', true),
          at('ended_at', true),
          text('ended_reason', '12', true),
          text('ended_by', '200', true),
        ],
        indices: [
          new TableIndex({ columnNames: ['slot_id'] }),
          new TableIndex({ columnNames: ['household_id', 'term_key'] }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'volunteer_signups',
      'volunteer_slots',
      'volunteer_background_checks',
      'volunteer_exemptions',
      'volunteer_terms',
      'volunteer_roles',
    ]) {
      await runner.dropTable(table);
    }
  }
}

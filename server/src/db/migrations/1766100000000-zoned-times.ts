import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL databases made before times were kept as instants hold `timestamp without time zone` columns,
 * written in the local time of the Node process that wrote them (the driver sends a Date as local time, and
 * the column drops the offset). Each such column becomes `timestamptz`, its values read in that process's time
 * zone: the one running this migration. Databases made since
 * have `timestamptz` from the start and have nothing to convert; SQLite keeps UTC text and is left alone.
 */
export class ZonedTimes1766100000000 implements MigrationInterface {
  name = 'ZonedTimes1766100000000';

  up(runner: QueryRunner): Promise<void> {
    return convert(runner, 'timestamp without time zone', 'timestamptz');
  }

  down(runner: QueryRunner): Promise<void> {
    return convert(runner, 'timestamp with time zone', 'timestamp');
  }
}

async function convert(runner: QueryRunner, from: string, to: string): Promise<void> {
  if (runner.connection.driver.options.type !== 'postgres') return;
  // The zone the old values were written in: this process's, not PostgreSQL's own setting. A DDL statement
  // takes no parameters, so the zone's IANA name is written in as a quoted literal.
  const zone = `'${Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/'/g, "''")}'`;
  const columns: { table_name: string; column_name: string }[] = await runner.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND data_type = $1 ORDER BY table_name, column_name`,
    [from],
  );
  for (const { table_name: table, column_name: column } of columns) {
    await runner.query(
      `ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE ${to} USING "${column}" AT TIME ZONE ${zone}`,
    );
  }
}

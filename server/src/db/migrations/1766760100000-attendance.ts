import { Table, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from './column-types';

/** Attendance: each child's mark per class meeting, the posts that carried them (once each), absences reported. */
export class Attendance1766760100000 implements MigrationInterface {
  name = 'Attendance1766760100000';

  async up(runner: QueryRunner): Promise<void> {
    const timestamp = timestampType(runner);
    await runner.createTable(
      new Table({
        name: 'attendance_marks',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'class_key', type: 'varchar', length: '64' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'placement_id', type: 'varchar', length: '36' },
          { name: 'student_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'student_name', type: 'varchar', length: '200' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'marked_by', type: 'varchar', length: '36' },
          { name: 'marked_by_name', type: 'varchar', length: '200' },
          { name: 'marked_at', type: timestamp },
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_attendance_marks_meeting_child',
            columnNames: ['class_key', 'date', 'placement_id'],
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_attendance_marks_date', columnNames: ['date'] }),
          new TableIndex({ name: 'IDX_attendance_marks_student', columnNames: ['student_id'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'attendance_posts',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'class_key', type: 'varchar', length: '64' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'received_at', type: timestamp },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'absence_reports',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'student_id', type: 'varchar', length: '36' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'class_keys', type: 'text' },
          { name: 'note', type: 'text' },
          { name: 'reported_by', type: 'varchar', length: '36' },
          { name: 'reported_at', type: timestamp },
        ],
        indices: [new TableIndex({ name: 'IDX_absence_reports_date', columnNames: ['date'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('absence_reports');
    await runner.dropTable('attendance_posts');
    await runner.dropTable('attendance_marks');
  }
}

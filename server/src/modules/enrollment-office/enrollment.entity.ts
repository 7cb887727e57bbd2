import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One enrollment form as the office works with it: its id is the form submission's. */
@Entity({ name: 'enrollments' })
export class Enrollment {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'parent_name', type: 'varchar', length: 200 })
  parentName: string;

  /** Lower-cased, so a parent's account finds its family whatever case either was typed in. */
  @Column({ name: 'parent_email', type: 'varchar', length: 320 })
  parentEmail: string;

  @Column({ name: 'parent_phone', type: 'varchar', length: 40 })
  parentPhone: string;

  @Column({ name: 'student_name', type: 'varchar', length: 200 })
  studentName: string;

  @Column({ name: 'student_age', type: 'integer' })
  studentAge: number;

  /** As the form took it, MM/DD/YYYY. */
  @Column({ name: 'student_birthday', type: 'varchar', length: 10 })
  studentBirthday: string;

  @Column({ name: 'student_allergies', type: 'text' })
  studentAllergies: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

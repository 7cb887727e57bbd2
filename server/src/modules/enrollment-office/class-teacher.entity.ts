import { Entity, PrimaryColumn } from 'typeorm';

/** A teacher account assigned to a class: they read its roster. Goes with the account. */
@Entity({ name: 'class_teachers' })
export class ClassTeacher {
  @PrimaryColumn({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;
}

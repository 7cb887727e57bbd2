import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One duty on one co-op day, at its times, for a number of people; a classroom assistant's names its class. */
@Entity({ name: 'volunteer_slots' })
export class VolunteerSlot {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  @Column({ name: 'role_id', type: 'varchar', length: 36 })
  roleId: string;

  /** YYYY-MM-DD on the co-op's calendar. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Wall-clock "HH:MM" in the co-op's time zone. */
  @Column({ type: 'varchar', length: 5 })
  start: string;

  @Column({ type: 'varchar', length: 5 })
  end: string;

  @Column({ name: 'class_key', type: 'varchar', length: 64, nullable: true })
  classKey: string | null;

  /** How many volunteers it takes (the role's number when generated, the office may change it). */
  @Column({ type: 'integer' })
  people: number;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

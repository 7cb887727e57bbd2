import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A duty the office asks families to fill: hall monitor, nursery, set-up, a classroom's assistant. */
@Entity({ name: 'volunteer_roles' })
export class VolunteerRole {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** How many volunteers one slot of this duty takes. */
  @Column({ type: 'integer' })
  people: number;

  /** The youngest a volunteer may be, in whole years; null when any guardian or child may serve. */
  @Column({ name: 'min_age', type: 'integer', nullable: true })
  minAge: number | null;

  @Column({ name: 'needs_background_check', type: 'boolean', default: false })
  needsBackgroundCheck: boolean;

  /** An assistant in each class meeting: its slots follow the classes' meetings, at the classes' times. */
  @Column({ name: 'per_class', type: 'boolean', default: false })
  perClass: boolean;

  /** No longer offered: kept because past slots and hours name it. */
  @Column({ type: 'boolean', default: false })
  retired: boolean;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

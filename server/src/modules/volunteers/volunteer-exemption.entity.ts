import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A household's own quota for a term, lower than the term's (0: exempt), with the office's reason. */
@Entity({ name: 'volunteer_exemptions' })
export class VolunteerExemption {
  @PrimaryColumn({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  @PrimaryColumn({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ name: 'quota_minutes', type: 'integer' })
  quotaMinutes: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'by_name', type: 'varchar', length: 200 })
  byName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

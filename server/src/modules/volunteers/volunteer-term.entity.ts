import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A term's volunteer policy as the office set it; a term without a row asks no hours (`defaultVolunteerTerm`). */
@Entity({ name: 'volunteer_terms' })
export class VolunteerTermRow {
  @PrimaryColumn({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  /** Each household's quota for the term, in minutes. */
  @Column({ name: 'quota_minutes', type: 'integer' })
  quotaMinutes: number;

  /** What one hour not worked costs at the term's end, in cents. */
  @Column({ name: 'hourly_rate', type: 'integer' })
  hourlyRate: number;

  /** The sign-up window, as the co-op's wall clock ("2027-08-01T09:00"); open from the start when null. */
  @Column({ name: 'signup_opens', type: 'varchar', length: 16, nullable: true })
  signupOpens: string | null;

  @Column({ name: 'signup_closes', type: 'varchar', length: 16, nullable: true })
  signupCloses: string | null;

  /** How many days before a co-op day the office's auto-assignment fills its open places; null: never. */
  @Column({ name: 'auto_assign_days', type: 'integer', nullable: true })
  autoAssignDays: number | null;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}

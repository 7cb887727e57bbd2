import type { SignupEnd, SignupSource, VolunteerKind } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One person of a household down for one slot. Rows are kept when they end (cancelled, swapped away, removed by the
 * office), so the office sees every swap and the hours keep their history; only a row without `endedAt` holds a place.
 */
@Entity({ name: 'volunteer_signups' })
export class VolunteerSignup {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'slot_id', type: 'varchar', length: 36 })
  slotId: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  /** The slot's term, kept here so a household's hours in a term are one indexed read. */
  @Column({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  /** A guardian (their account's id) or one of the household's children (the student's id). */
  @Column({ name: 'volunteer_kind', type: 'varchar', length: 8 })
  volunteerKind: VolunteerKind;

  @Column({ name: 'volunteer_id', type: 'varchar', length: 36 })
  volunteerId: string;

  @Column({ name: 'volunteer_name', type: 'varchar', length: 200 })
  volunteerName: string;

  @Column({ type: 'varchar', length: 8 })
  source: SignupSource;

  /** Who put the household down: the guardian's or the office member's name, or the system's. */
  @Column({ name: 'signed_up_by', type: 'varchar', length: 200 })
  signedUpBy: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** Set while the household offers the place to another household; it still holds the place until taken. */
  @Column({ name: 'offered_at', type: Date, nullable: true })
  offeredAt: Date | null;

  /** The offered signup this one took over. */
  @Column({ name: 'swapped_from_id', type: 'varchar', length: 36, nullable: true })
  swappedFromId: string | null;

  @Column({ name: 'ended_at', type: Date, nullable: true })
  endedAt: Date | null;

  @Column({ name: 'ended_reason', type: 'varchar', length: 12, nullable: true })
  endedReason: SignupEnd | null;

  @Column({ name: 'ended_by', type: 'varchar', length: 200, nullable: true })
  endedBy: string | null;
}

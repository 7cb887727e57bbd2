import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { HouseholdGrade } from '@coop/contract';

/** One emergency contact of a student. */
export interface EmergencyContact {
  name: string;
  relationship: string;
  phone: string;
}

/** A child of a household, entered once and followed by their placements (placements.student_id). */
@Entity({ name: 'household_students' })
export class HouseholdStudent {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ name: 'full_name', type: 'varchar', length: 200 })
  fullName: string;

  /** YYYY-MM-DD; null when an old enrollment form's birthday named no real day. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  birthday: string | null;

  /** 1 to 12; null until a guardian or the office says. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  grade: HouseholdGrade | null;

  @Column({ type: 'text' })
  allergies: string;

  @Column({ name: 'medical_notes', type: 'text' })
  medicalNotes: string;

  /** A short list read and written whole with the student, so kept as JSON beside it. */
  @Column({ name: 'emergency_contacts', type: 'simple-json' })
  emergencyContacts: EmergencyContact[];

  @Column({ name: 'pickup_adults', type: 'simple-json' })
  pickupAdults: string[];

  @Column({ name: 'created_at' })
  createdAt: Date;
}

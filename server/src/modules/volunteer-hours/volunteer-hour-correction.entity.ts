import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The office's word on how long a signup was worked; the latest one counts, the earlier ones stay as history. */
@Entity({ name: 'volunteer_hour_corrections' })
export class VolunteerHourCorrection {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'signup_id', type: 'varchar', length: 36 })
  signupId: string;

  @Column({ type: 'integer' })
  minutes: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'by_user_id', type: 'varchar', length: 36 })
  byUserId: string;

  @Column({ name: 'by_name', type: 'varchar', length: 200 })
  byName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

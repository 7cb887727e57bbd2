import type { CheckDirection } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A check-in or check-out at the door. Its id is the one the phone chose, so a post the offline queue sends again
 * finds its row and changes nothing.
 */
@Entity({ name: 'volunteer_checks' })
export class VolunteerCheck {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'signup_id', type: 'varchar', length: 36 })
  signupId: string;

  @Column({ type: 'varchar', length: 3 })
  direction: CheckDirection;

  /** The phone's time when the button was pressed, which may be long before it reached us. */
  @Column({ name: 'device_at' })
  deviceAt: Date;

  @Column({ name: 'received_at' })
  receivedAt: Date;

  @Column({ name: 'by_user_id', type: 'varchar', length: 36 })
  byUserId: string;

  @Column({ name: 'by_name', type: 'varchar', length: 200 })
  byName: string;
}

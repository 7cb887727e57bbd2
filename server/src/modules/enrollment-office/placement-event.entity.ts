import type { PlacementStatusName } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One step of a placement's history: from what, to what, by whom, and why when a reason was given. */
@Entity({ name: 'placement_events' })
export class PlacementEvent {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'placement_id', type: 'varchar', length: 36 })
  placementId: string;

  /** Null for the placement's first step. */
  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus: PlacementStatusName | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus: PlacementStatusName;

  /** The account that made the move; null for the form and the waitlist, or once the account is gone. */
  @Column({ name: 'actor_user_id', type: 'varchar', length: 36, nullable: true })
  actorUserId: string | null;

  /** Kept as it was, so the history still names who acted after their account is deleted. */
  @Column({ name: 'actor_name', type: 'varchar', length: 200 })
  actorName: string;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column()
  at: Date;

  /** A placement change the administrators hear of in the next morning digest rather than at once. */
  @Column({ name: 'office_digest', type: 'boolean', default: false })
  officeDigest: boolean;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One line of a household's history, in words: who did what, when. */
@Entity({ name: 'household_events' })
export class HouseholdEvent {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column()
  at: Date;

  /** The account that acted; null for an enrollment form, the upgrade, or once the account is gone. */
  @Column({ name: 'actor_user_id', type: 'varchar', length: 36, nullable: true })
  actorUserId: string | null;

  /** The whole sentence, written when it happened, so it still reads right after names change. */
  @Column({ type: 'text' })
  text: string;
}

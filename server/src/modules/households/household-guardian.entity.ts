import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account that looks after a household; an account guards one household at most (the user id is the key). */
@Entity({ name: 'household_guardians' })
export class HouseholdGuardian {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ name: 'added_at' })
  addedAt: Date;
}

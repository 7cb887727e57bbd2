import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An invitation mailed to another adult to become a guardian; only its token's hash is kept. */
@Entity({ name: 'household_invitations' })
export class HouseholdInvitation {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  /** Lower-cased; only an account with this address, confirmed, may accept. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'invited_by_name', type: 'varchar', length: 200 })
  invitedByName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'expires_at' })
  expiresAt: Date;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts';

/**
 * One confirmation link mailed to an account's address. Only the SHA-256 of its token is kept, as for sessions; the
 * address it was sent to is kept too, so a link confirms that address and no other the account has since.
 */
@Entity({ name: 'email_verification_tokens' })
export class EmailVerificationToken {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The address the link was mailed to, lower-cased as accounts keep it. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at' })
  expiresAt: Date;

  /** When the link was followed. */
  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts';

/** One reset link sent by e-mail. Only the SHA-256 of its token is kept, as for sessions. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at' })
  expiresAt: Date;

  /** When the link was used, or closed unused by a later sign-in or change of password. */
  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

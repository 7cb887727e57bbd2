import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts';

/** A signed-in device. Only the SHA-256 of the token is kept, so a copy of the database opens no account. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  /** Loaded with the session in one query: every authenticated request reads both. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'last_used_at' })
  lastUsedAt: Date;

  /** The absolute limit; the idle limit is counted from lastUsedAt. */
  @Column({ name: 'expires_at' })
  expiresAt: Date;
}

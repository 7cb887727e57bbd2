import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One delivery attempt begun, kept for a minute: the pace counts them across every instance over one database.
 * Older rows are removed as attempts begin, so the table holds at most a minute's worth.
 */
@Entity({ name: 'outbox_starts' })
export class OutboxStart {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('outbox_starts_began_at')
  @Column({ name: 'began_at' })
  beganAt: Date;
}

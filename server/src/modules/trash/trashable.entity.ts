import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../accounts';

/**
 * The columns a deleted file or link keeps while it waits in the trash. Set, the item shows in no
 * list, is found by no id and counts nowhere; cleared, it is back as it was.
 */
export abstract class TrashableEntity {
  @Column({ name: 'deleted_at', type: Date, nullable: true })
  deletedAt: Date | null;

  /** Null while not deleted, and once the deleter's account is gone. */
  @Column({ name: 'deleted_by_id', type: 'varchar', length: 36, nullable: true })
  deletedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'deleted_by_id' })
  deleter?: User | null;
}

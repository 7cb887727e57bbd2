import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Visibility } from '../sharing';
import { TrashableEntity } from '../trash';
import { User } from '../accounts';
import { LinkCategory } from './link.rules';

/** A shared link as stored; what members see of it is a `LinkListing`. Deleted, it waits in the trash. */
@Entity({ name: 'links' })
export class SharedLink extends TrashableEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ type: 'varchar', length: 32 })
  category: LinkCategory;

  @Column({ type: 'varchar', length: 32 })
  visibility: Visibility;

  /** The class's or grade's families it was shared with ("class:reading_1st", "grade:3"); null for a visibility. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  audience: string | null;

  @Column({ name: 'shared_by_id', type: 'varchar', length: 36 })
  sharedById: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shared_by_id' })
  sharer?: User;

  @Column({ name: 'shared_at' })
  sharedAt: Date;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts';
import { Visibility } from '../sharing';
import { TrashableEntity } from '../trash';

/** A shared file as stored; what members see of it is a `FileListing`. Deleted, it waits in the trash. */
@Entity({ name: 'files' })
export class SharedFile extends TrashableEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  /** The name of the bytes under DATA_DIR/files; never derived from what the uploader sent. */
  @Column({ name: 'stored_id', type: 'varchar', length: 36 })
  storedId: string;

  @Column({ type: 'varchar', length: 32 })
  visibility: Visibility;

  /** The class's or grade's families it was shared with ("class:reading_1st", "grade:3"); null for a visibility. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  audience: string | null;

  @Column({ name: 'uploader_id', type: 'varchar', length: 36 })
  uploaderId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploader_id' })
  uploader?: User;

  @Column({ name: 'uploaded_at' })
  uploadedAt: Date;
}

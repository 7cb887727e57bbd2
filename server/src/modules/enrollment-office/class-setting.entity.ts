import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A catalog class's seats as administrators set them. Its row is also the lock every change of that class's
 * placements takes first, so counting seats and taking one happen as one step on either engine.
 */
@Entity({ name: 'class_settings' })
export class ClassSetting {
  @PrimaryColumn({ name: 'class_key', type: 'varchar', length: 64 })
  classKey: string;

  @Column({ type: 'integer' })
  seats: number;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}

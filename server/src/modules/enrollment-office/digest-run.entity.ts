import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The day's enrollment digest, claimed by the instance that sends it. */
@Entity({ name: 'digest_runs' })
export class DigestRun {
  /** The day in the catalog's time zone, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  /** The claim of the instance whose insert the day kept. */
  @Column({ name: 'run_id', type: 'varchar', length: 36 })
  runId: string;

  @Column({ name: 'ran_at' })
  ranAt: Date;
}

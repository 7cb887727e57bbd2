import type { AgreementKindName } from '@coop/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A document families sign for one term; its text lives in its versions, the newest being `version`. */
@Entity({ name: 'agreement_documents' })
export class AgreementDocument {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The catalog term's key ("2026-27", "fall-2027"). */
  @Column({ name: 'term_key', type: 'varchar', length: 64 })
  termKey: string;

  @Column({ type: 'varchar', length: 32 })
  kind: AgreementKindName;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The number of the version families sign now: 1, then one more each time signed text is changed. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** Set when the office no longer asks for it; its signatures stay. */
  @Column({ name: 'withdrawn_at', type: Date, nullable: true })
  withdrawnAt: Date | null;
}

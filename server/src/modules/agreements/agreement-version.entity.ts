import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The text of one version of a document, kept as signed: a signature names the version it agreed to. */
@Entity({ name: 'agreement_versions' })
export class AgreementVersion {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  @Column({ type: 'integer' })
  version: number;

  /** Markdown. */
  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** The administrator who wrote it, by name, so it still reads right once the account is gone. */
  @Column({ name: 'created_by_name', type: 'varchar', length: 200 })
  createdByName: string;
}

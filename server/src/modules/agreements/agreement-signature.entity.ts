import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A household's signature of one version of a document: once per household per version. */
@Entity({ name: 'agreement_signatures' })
export class AgreementSignature {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  /** The guardian who signed; null once the account is gone, the typed name staying. */
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** The full name as the guardian typed it. */
  @Column({ name: 'signer_name', type: 'varchar', length: 200 })
  signerName: string;

  @Column({ name: 'signed_at' })
  signedAt: Date;
}

import type { AgreementKindName } from '@coop/contract';

// The shapes the agreements module answers with; the GraphQL types mirror them.

export interface AgreementTermView {
  key: string;
  name: string;
}

/** A household's signature of one version. */
export interface SignatureView {
  householdId: string;
  householdName: string;
  signerName: string;
  signedAt: Date;
  version: number;
}

export interface HouseholdRefView {
  householdId: string;
  householdName: string;
}

/** A document as the office manages it: its present version, who signed and who has not. */
export interface AgreementDocumentView {
  id: string;
  termKey: string;
  kind: AgreementKindName;
  title: string;
  version: number;
  text: string;
  /** When the present version was written. */
  versionAt: Date;
  withdrawnAt: Date | null;
  /** Every signature of every version, newest first. */
  signatures: SignatureView[];
  /** The households with a place in the term that have not signed the present version. */
  unsigned: HouseholdRefView[];
}

/** One document for a family: its present version and the household's signature of it, if any. */
export interface FamilyAgreementView {
  id: string;
  kind: AgreementKindName;
  title: string;
  version: number;
  text: string;
  signature: { signerName: string; signedAt: Date; version: number } | null;
}

/** A place the office cannot confirm until the household has signed. */
export interface WaitingPlacementView {
  placementId: string;
  studentName: string;
  classTitle: string;
}

/** The documents of one term the household has places in. */
export interface FamilyAgreementTermView {
  termKey: string;
  termName: string;
  documents: FamilyAgreementView[];
  waiting: WaitingPlacementView[];
}

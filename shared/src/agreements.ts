// Signed agreements: the documents a family signs for a term (membership agreement, statement of faith, code of
// conduct, photo release, medical consent), the name check of a signature, and every sentence about them. The
// server refuses with these words and the office's and My family's forms check with them first.
import { listText } from './schedule-text';

export const agreementKinds = [
  'membership_agreement',
  'statement_of_faith',
  'code_of_conduct',
  'photo_release',
  'medical_consent',
  'other',
] as const;
export type AgreementKindName = (typeof agreementKinds)[number];

export const agreementKindLabels: Record<AgreementKindName, string> = {
  membership_agreement: 'Membership agreement',
  statement_of_faith: 'Statement of faith',
  code_of_conduct: 'Code of conduct',
  photo_release: 'Photo release',
  medical_consent: 'Medical consent',
  other: 'Other',
};

export const agreementLimits = { title: 200, text: 50_000, signature: 200 } as const;

export const agreementMessages = {
  termNotFound: 'No term has that key',
  documentNotFound: 'No agreement has that id',
  kindInvalid: `Please choose the kind of document: ${agreementKinds.map((kind) => agreementKindLabels[kind]).join(', ')}`,
  titleRequired: 'Please enter the title of the document',
  titleTooLong: `Please keep the title to ${agreementLimits.title} characters or fewer`,
  textRequired: 'Please enter the text families will read and sign',
  textTooLong: `Please keep the text to ${agreementLimits.text} characters or fewer`,
  withdrawn: 'This document has been withdrawn, so it is no longer signed',
  alreadyWithdrawn: 'This document is already withdrawn',
  versionChanged: 'The office changed this document since you opened it: please read the new version before signing it',
  alreadySigned: 'Your household has already signed this version',
  noHousehold: 'Your account does not look after a household yet, so there is nothing to sign',
  signatureRequired: 'Please type your full name to sign',
  signatureMismatch: (name: string) =>
    `Please type your full name as your account has it, "${name}" (capitals and spaces do not matter)`,
  /** The office's confirm of a placement, refused while the student's household has not signed everything. */
  unsigned: (household: string, titles: readonly string[], term: string) =>
    `${household} has not signed the ${listText(titles)} for ${term} yet.`,
  /** My family's line under a place the office cannot confirm yet. */
  waiting: (term: string) =>
    `Waiting for your signatures: the office confirms these places once every agreement for ${term} is signed.`,
};

/** Names compared as a person reads them: capitals and spacing do not count. */
export const signatureKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether what a guardian typed signs as the account's name. */
export const signatureMatches = (typed: string, accountName: string) =>
  signatureKey(typed) !== '' && signatureKey(typed) === signatureKey(accountName);

export function isAgreementKind(value: unknown): value is AgreementKindName {
  return typeof value === 'string' && (agreementKinds as readonly string[]).includes(value);
}

/** What a household is called in a sentence when nobody has named it yet. */
export const unnamedHousehold = (studentName: string) => `The household of ${studentName}`;

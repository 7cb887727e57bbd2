import type { AgreementKindName } from '@coop/contract';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';

export enum AgreementKind {
  membership_agreement = 'membership_agreement',
  statement_of_faith = 'statement_of_faith',
  code_of_conduct = 'code_of_conduct',
  photo_release = 'photo_release',
  medical_consent = 'medical_consent',
  other = 'other',
}

registerEnumType(AgreementKind, { name: 'AgreementKind', description: 'What a document families sign is' });

// The service speaks the shared names; this stops compiling when the enum and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${AgreementKind}`, AgreementKindName>;

@ObjectType('AgreementTerm', { simpleResolvers: true })
export class AgreementTermObject {
  @Field()
  key: string;

  @Field()
  name: string;
}

@ObjectType('AgreementSignature', { simpleResolvers: true, description: "A household's signature of one version" })
export class AgreementSignatureObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;

  @Field({ description: 'The full name the guardian typed' })
  signerName: string;

  @Field(() => DateTimeIso)
  signedAt: Date;

  @Field(() => Int)
  version: number;
}

@ObjectType('AgreementHousehold', { simpleResolvers: true })
export class AgreementHouseholdObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;
}

@ObjectType('AgreementDocument', {
  simpleResolvers: true,
  description: 'A document of a term, as the office manages it',
})
export class AgreementDocumentObject {
  @Field(() => ID)
  id: string;

  @Field()
  termKey: string;

  @Field(() => AgreementKind)
  kind: AgreementKindName;

  @Field()
  title: string;

  @Field(() => Int, { description: 'The version families sign now' })
  version: number;

  @Field({ description: "The present version's text, markdown" })
  text: string;

  @Field(() => DateTimeIso, { description: 'When the present version was written' })
  versionAt: Date;

  @Field(() => DateTimeIso, { nullable: true, description: 'Set once the office no longer asks for it' })
  withdrawnAt: Date | null;

  @Field(() => [AgreementSignatureObject], { description: 'Every signature of every version, newest first' })
  signatures: AgreementSignatureObject[];

  @Field(() => [AgreementHouseholdObject], {
    description: 'The households with a place in the term that have not signed the present version',
  })
  unsigned: AgreementHouseholdObject[];
}

@ObjectType('FamilyAgreementSignature', { simpleResolvers: true })
export class FamilyAgreementSignatureObject {
  @Field()
  signerName: string;

  @Field(() => DateTimeIso)
  signedAt: Date;

  @Field(() => Int)
  version: number;
}

@ObjectType('FamilyAgreement', { simpleResolvers: true, description: 'A document for a family, with its signature' })
export class FamilyAgreementObject {
  @Field(() => ID)
  id: string;

  @Field(() => AgreementKind)
  kind: AgreementKindName;

  @Field()
  title: string;

  @Field(() => Int)
  version: number;

  @Field()
  text: string;

  @Field(() => FamilyAgreementSignatureObject, {
    nullable: true,
    description: "The household's signature of the present version; null until signed",
  })
  signature: FamilyAgreementSignatureObject | null;
}

@ObjectType('AgreementWaitingPlacement', { simpleResolvers: true })
export class AgreementWaitingPlacementObject {
  @Field(() => ID)
  placementId: string;

  @Field()
  studentName: string;

  @Field()
  classTitle: string;
}

@ObjectType('FamilyAgreementTerm', {
  simpleResolvers: true,
  description: "A term's documents for a household with places in it",
})
export class FamilyAgreementTermObject {
  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field(() => [FamilyAgreementObject])
  documents: FamilyAgreementObject[];

  @Field(() => [AgreementWaitingPlacementObject], {
    description: 'Held places the office cannot confirm until every document is signed',
  })
  waiting: AgreementWaitingPlacementObject[];
}

// What the API is sent: the shapes only; the service checks every value with the shared rules.

@InputType()
export class CreateAgreementDocumentInput {
  @Field()
  termKey: string;

  @Field(() => AgreementKind)
  kind: AgreementKindName;

  @Field()
  title: string;

  @Field({ description: 'Markdown' })
  text: string;
}

@InputType({ description: 'Only the fields given change; signed text changes as a new version.' })
export class UpdateAgreementDocumentInput {
  @Field(() => ID)
  documentId: string;

  @Field(() => AgreementKind, { nullable: true })
  kind?: AgreementKindName | null;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;
}

@InputType()
export class SignAgreementInput {
  @Field(() => ID)
  documentId: string;

  @Field(() => Int, { description: 'The version read' })
  version: number;

  @Field({ description: "The guardian's full name, as their account has it" })
  fullName: string;
}

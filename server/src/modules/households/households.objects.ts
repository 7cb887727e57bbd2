import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';

@ObjectType('EmergencyContact', { simpleResolvers: true })
export class EmergencyContactObject {
  @Field()
  name: string;

  @Field()
  relationship: string;

  @Field()
  phone: string;
}

@ObjectType('HouseholdGuardian', { description: 'An account that looks after a household.', simpleResolvers: true })
export class HouseholdGuardianObject {
  @Field(() => ID)
  userId: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field({ description: "Whether the account's e-mail address is confirmed" })
  emailConfirmed: boolean;

  @Field(() => DateTimeIso)
  since: Date;
}

@ObjectType('HouseholdInvitation', {
  description: 'An invitation to become a guardian, not yet accepted.',
  simpleResolvers: true,
})
export class HouseholdInvitationObject {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field({ description: 'The name of the guardian or administrator who sent it' })
  invitedBy: string;

  @Field(() => DateTimeIso)
  sentAt: Date;

  @Field(() => DateTimeIso)
  expiresAt: Date;
}

/** The enrollment office adds each student's placements to this type (HouseholdStudent.placements). */
@ObjectType('HouseholdStudent', { description: 'A child of a household with their details.', simpleResolvers: true })
export class HouseholdStudentObject {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  householdId: string;

  @Field()
  fullName: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null when not known' })
  birthday: string | null;

  @Field(() => String, { nullable: true, description: '1 to 12; null when not known yet' })
  grade: string | null;

  @Field()
  allergies: string;

  @Field()
  medicalNotes: string;

  @Field(() => [EmergencyContactObject])
  emergencyContacts: EmergencyContactObject[];

  @Field(() => [String], { description: 'Adults allowed to pick the student up' })
  pickupAdults: string[];
}

@ObjectType('HouseholdHistoryLine', { simpleResolvers: true })
export class HouseholdHistoryLineObject {
  @Field(() => ID)
  id: string;

  @Field(() => DateTimeIso)
  at: Date;

  @Field({ description: 'Who did what, in words' })
  text: string;
}

@ObjectType('Household', {
  description: 'A family: contact details, guardians, students and history.',
  simpleResolvers: true,
})
export class HouseholdObject {
  @Field(() => ID)
  id: string;

  @Field({ description: 'For example "The Rivera family"; blank until named' })
  name: string;

  @Field()
  address: string;

  @Field()
  homePhone: string;

  @Field(() => DateTimeIso)
  createdAt: Date;

  @Field(() => DateTimeIso)
  updatedAt: Date;

  @Field(() => [HouseholdGuardianObject])
  guardians: HouseholdGuardianObject[];

  @Field(() => [HouseholdInvitationObject], { description: 'Invitations waiting to be accepted' })
  invitations: HouseholdInvitationObject[];

  @Field(() => [HouseholdStudentObject])
  students: HouseholdStudentObject[];

  @Field(() => [HouseholdHistoryLineObject], { description: 'Newest first' })
  history: HouseholdHistoryLineObject[];

  @Field(() => [String], {
    description: 'The e-mail addresses enrollment forms came with; a later form with one of them joins this household',
  })
  formAddresses: string[];
}

@ObjectType('HouseholdInvitationPreview', {
  description: 'What an invitation offers, shown to the signed-in invitee before accepting.',
  simpleResolvers: true,
})
export class HouseholdInvitationPreviewObject {
  @Field()
  householdName: string;

  @Field()
  email: string;

  @Field()
  invitedBy: string;

  @Field(() => DateTimeIso)
  expiresAt: Date;
}

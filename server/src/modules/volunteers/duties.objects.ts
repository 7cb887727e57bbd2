import { Field, InputType, Int, ObjectType } from 'type-graphql';

// The GraphQL shapes of the office's duties; durations are whole minutes, money integer cents, days YYYY-MM-DD and
// times the co-op's wall clock.

@ObjectType('VolunteerRole', { description: 'A duty the office asks families to fill', simpleResolvers: true })
export class VolunteerRoleObject {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => Int, { description: 'Volunteers one slot takes' })
  people: number;

  @Field(() => Int, { nullable: true, description: 'Youngest a volunteer may be, in years; null: any' })
  minAge: number | null;

  @Field()
  needsBackgroundCheck: boolean;

  @Field({ description: 'An assistant in each class meeting: its slots follow the classes' })
  perClass: boolean;

  @Field({ description: 'No longer offered; kept for the slots and hours that name it' })
  retired: boolean;
}

@ObjectType('VolunteerTerm', { description: 'A term’s volunteer policy', simpleResolvers: true })
export class VolunteerTermObject {
  @Field()
  termKey: string;

  @Field(() => Int, { description: 'Each household’s quota, in minutes' })
  quotaMinutes: number;

  @Field(() => Int, { description: 'Cents per hour not worked' })
  hourlyRate: number;

  @Field(() => String, { nullable: true, description: 'Sign-up opens, the co-op’s wall clock ("2027-08-01T09:00")' })
  signupOpens: string | null;

  @Field(() => String, { nullable: true })
  signupCloses: string | null;

  @Field(() => Int, { nullable: true, description: 'Days before a co-op day its open places are auto-assigned' })
  autoAssignDays: number | null;
}

@ObjectType('VolunteerHousehold', { description: 'A household taking part in a term, with what it owes' })
export class VolunteerHouseholdObject {
  @Field()
  householdId: string;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Minutes owed, its exemption applied' })
  quotaMinutes: number;
}

@ObjectType('VolunteerExemption', { description: 'A household’s own lower quota for a term', simpleResolvers: true })
export class VolunteerExemptionObject {
  @Field()
  householdId: string;

  @Field()
  householdName: string;

  @Field(() => Int, { description: 'Minutes owed instead of the term’s quota; 0: exempt' })
  quotaMinutes: number;

  @Field()
  reason: string;

  @Field()
  byName: string;
}

@ObjectType('BackgroundCheck', { description: 'A background check on file', simpleResolvers: true })
export class BackgroundCheckObject {
  @Field()
  checkedOn: string;

  @Field(() => String, { nullable: true, description: 'The last day it counts; null: it does not expire' })
  expiresOn: string | null;

  @Field()
  note: string;

  @Field()
  byName: string;
}

@ObjectType('VolunteerGuardian', { description: 'A guardian account with its background check', simpleResolvers: true })
export class VolunteerGuardianObject {
  @Field()
  userId: string;

  @Field()
  name: string;

  @Field()
  householdName: string;

  @Field(() => BackgroundCheckObject, { nullable: true })
  check: BackgroundCheckObject | null;
}

@ObjectType('VolunteerSlot', { description: 'One duty on one co-op day', simpleResolvers: true })
export class VolunteerSlotObject {
  @Field()
  id: string;

  @Field()
  roleId: string;

  @Field()
  roleName: string;

  @Field()
  date: string;

  @Field()
  start: string;

  @Field()
  end: string;

  @Field(() => String, { nullable: true })
  classKey: string | null;

  @Field(() => String, { nullable: true })
  classTitle: string | null;

  @Field(() => Int)
  people: number;

  @Field(() => Int, { description: 'Places held now' })
  held: number;

  @Field(() => [String], { description: 'Who holds them' })
  holders: string[];
}

@ObjectType('VolunteerDuties', { description: 'The office’s Duties tab for one term' })
export class VolunteerDutiesObject {
  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field(() => VolunteerTermObject)
  policy: VolunteerTermObject;

  @Field(() => [VolunteerRoleObject], { description: 'Every role, retired ones too' })
  roles: VolunteerRoleObject[];

  @Field(() => [VolunteerHouseholdObject], { description: 'The households taking part in the term' })
  households: VolunteerHouseholdObject[];

  @Field(() => [VolunteerExemptionObject])
  exemptions: VolunteerExemptionObject[];

  @Field(() => [VolunteerGuardianObject])
  guardians: VolunteerGuardianObject[];

  @Field(() => [VolunteerSlotObject], { description: 'The term’s slots by date and time' })
  slots: VolunteerSlotObject[];
}

@InputType()
export class VolunteerRoleInput {
  @Field()
  name: string;

  @Field({ defaultValue: '' })
  description: string;

  @Field(() => Int)
  people: number;

  @Field(() => Int, { nullable: true })
  minAge?: number | null;

  @Field()
  needsBackgroundCheck: boolean;

  @Field()
  perClass: boolean;
}

@InputType()
export class VolunteerTermInput {
  @Field()
  termKey: string;

  @Field(() => Int)
  quotaMinutes: number;

  @Field(() => Int)
  hourlyRate: number;

  @Field(() => String, { nullable: true })
  signupOpens?: string | null;

  @Field(() => String, { nullable: true })
  signupCloses?: string | null;

  @Field(() => Int, { nullable: true })
  autoAssignDays?: number | null;
}

@InputType()
export class VolunteerExemptionInput {
  @Field()
  termKey: string;

  @Field()
  householdId: string;

  @Field(() => Int)
  quotaMinutes: number;

  @Field()
  reason: string;
}

@InputType()
export class BackgroundCheckInput {
  @Field()
  userId: string;

  @Field()
  checkedOn: string;

  @Field(() => String, { nullable: true })
  expiresOn?: string | null;

  @Field({ defaultValue: '' })
  note: string;
}

@InputType({ description: 'A role’s slots to add: a weekday pattern with times, or (per-class roles) none' })
export class GenerateSlotsInput {
  @Field()
  termKey: string;

  @Field()
  roleId: string;

  @Field(() => [String], { defaultValue: [], description: 'sun … sat' })
  weekdays: string[];

  @Field({ defaultValue: '' })
  start: string;

  @Field({ defaultValue: '' })
  end: string;
}

@InputType()
export class VolunteerSlotInput {
  @Field()
  id: string;

  @Field(() => Int)
  people: number;

  @Field()
  start: string;

  @Field()
  end: string;
}

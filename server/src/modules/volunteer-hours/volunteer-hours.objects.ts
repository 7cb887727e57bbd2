import type { CheckDirection, SettlementOutcome as SettlementOutcomeName } from '@coop/contract';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum VolunteerCheckDirection {
  in = 'in',
  out = 'out',
}
registerEnumType(VolunteerCheckDirection, {
  name: 'VolunteerCheckDirection',
  description: 'A check-in or a check-out',
});

export enum VolunteerSettlementOutcome {
  charged = 'charged',
  waived = 'waived',
}
registerEnumType(VolunteerSettlementOutcome, {
  name: 'VolunteerSettlementOutcome',
  description: 'How the office closed a household’s hours for a term',
});

// The service speaks the shared names; this stops compiling when the enums and those names part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<`${VolunteerCheckDirection}`, CheckDirection>;
true satisfies Same<`${VolunteerSettlementOutcome}`, SettlementOutcomeName>;

@ObjectType('VolunteerCheckin', {
  simpleResolvers: true,
  description: 'One signup at the door, and how its checks stand',
})
export class CheckinRowObject {
  @Field(() => ID)
  signupId: string;

  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;

  @Field()
  volunteerName: string;

  @Field()
  roleName: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field({ description: 'HH:MM on the co-op’s clock' })
  start: string;

  @Field()
  end: string;

  @Field(() => Date, { nullable: true, description: 'The first check-in, by the phone’s clock' })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'The last check-out, by the phone’s clock' })
  checkedOutAt: Date | null;

  @Field(() => Int, { description: 'From the checks, or the office’s latest correction' })
  workedMinutes: number;

  @Field({ description: 'Checked in without a check-out and not corrected: it counts nothing yet' })
  missingOut: boolean;
}

@ObjectType('VolunteerCheckinDay', { simpleResolvers: true })
export class CheckinDayObject {
  @Field({ description: 'The co-op’s today, YYYY-MM-DD' })
  today: string;

  @Field(() => [CheckinRowObject])
  signups: CheckinRowObject[];
}

@ObjectType('VolunteerHoursCorrection', { simpleResolvers: true })
export class CorrectionObject {
  @Field(() => Int)
  minutes: number;

  @Field()
  reason: string;

  @Field()
  byName: string;

  @Field()
  at: Date;
}

@ObjectType('VolunteerHoursSignup', { simpleResolvers: true, description: 'A signup’s line in the hours ledger' })
export class HoursSignupObject extends CheckinRowObject {
  @Field(() => Int, { description: 'The slot’s length' })
  minutes: number;

  @Field({ description: 'Cancelled, swapped away or removed, kept for the hours it has' })
  ended: boolean;

  @Field(() => CorrectionObject, { nullable: true })
  correction: CorrectionObject | null;
}

@ObjectType('VolunteerSettlement', { simpleResolvers: true })
export class SettlementObject {
  @Field(() => VolunteerSettlementOutcome)
  outcome: SettlementOutcomeName;

  @Field(() => Int)
  shortMinutes: number;

  @Field(() => Int, { description: 'Cents charged; 0 for a waiver' })
  amount: number;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field()
  byName: string;

  @Field()
  at: Date;
}

@ObjectType('HouseholdVolunteerHours', { simpleResolvers: true })
export class HouseholdHoursObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  name: string;

  @Field(() => Int)
  requiredMinutes: number;

  @Field(() => Int)
  signedUpMinutes: number;

  @Field(() => Int)
  workedMinutes: number;

  @Field(() => Int)
  shortMinutes: number;

  @Field(() => Int, { description: 'The shortfall at the term’s rate, in cents' })
  shortCharge: number;

  @Field(() => Int, { description: 'Signups checked in without a check-out and not corrected' })
  missingOut: number;

  @Field(() => SettlementObject, { nullable: true })
  settlement: SettlementObject | null;

  @Field(() => [HoursSignupObject])
  signups: HoursSignupObject[];
}

@ObjectType('VolunteerHoursLedger', { simpleResolvers: true })
export class HoursLedgerObject {
  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field()
  termEnded: boolean;

  @Field(() => Int, { description: 'Cents per hour not worked' })
  hourlyRate: number;

  @Field(() => [HouseholdHoursObject])
  households: HouseholdHoursObject[];
}

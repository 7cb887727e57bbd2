import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';

@ObjectType('VolunteerSignup', { description: 'One person of a household down for one slot.', simpleResolvers: true })
export class SignupObject {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;

  @Field({ description: 'guardian or student' })
  volunteerKind: string;

  @Field(() => ID)
  volunteerId: string;

  @Field()
  volunteerName: string;

  @Field({ description: 'family, office or auto' })
  source: string;

  @Field({ description: 'Offered to other households; it holds its place until one takes it' })
  offered: boolean;
}

@ObjectType('VolunteerSignupSlot', {
  description: 'One duty on one co-op day, with who is on it.',
  simpleResolvers: true,
})
export class SlotObject {
  @Field(() => ID)
  id: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field({ description: 'HH:MM on the co-op’s clock' })
  start: string;

  @Field()
  end: string;

  @Field()
  roleName: string;

  @Field()
  roleDescription: string;

  @Field(() => Int)
  people: number;

  @Field(() => Int)
  placesLeft: number;

  @Field(() => [SignupObject], { description: "A parent's own household's signups; the office's: everyone's" })
  signups: SignupObject[];

  @Field(() => [ID], { description: 'Offered places on the slot a parent may take (the office: every offer)' })
  offeredIds: string[];
}

@ObjectType('VolunteerPerson', { description: 'A guardian or child a signup may name.', simpleResolvers: true })
export class PersonObject {
  @Field({ description: 'guardian or student' })
  kind: string;

  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;
}

@ObjectType('VolunteerSignupBoard', {
  description: "A term's coming slots with the caller's people and household share.",
  simpleResolvers: true,
})
export class BoardObject {
  @Field()
  termKey: string;

  @Field()
  termName: string;

  @Field(() => Int, { nullable: true, description: "The caller's household's quota in minutes" })
  quotaMinutes: number | null;

  @Field(() => Int, { description: "The caller's household's open signed-up minutes" })
  signedUpMinutes: number;

  @Field({ description: 'Whether every taking-part household has signed up for its quota' })
  everyoneHasShare: boolean;

  @Field(() => [PersonObject])
  people: PersonObject[];

  @Field(() => [SlotObject])
  slots: SlotObject[];
}

@ObjectType('VolunteerSwap', { description: 'An offered place and, once taken, who took it.', simpleResolvers: true })
export class SwapObject {
  @Field(() => ID)
  offerId: string;

  @Field()
  date: string;

  @Field()
  start: string;

  @Field()
  end: string;

  @Field()
  roleName: string;

  @Field()
  offeredBy: string;

  @Field()
  offeredHousehold: string;

  @Field(() => DateTimeIso)
  offeredAt: Date;

  @Field(() => String, { nullable: true })
  takenBy: string | null;

  @Field(() => String, { nullable: true })
  takenHousehold: string | null;

  @Field(() => DateTimeIso, { nullable: true })
  takenAt: Date | null;
}

@ObjectType('VolunteerAutoAssign', { description: 'The signups one automatic fill made.', simpleResolvers: true })
export class AutoAssignObject {
  @Field()
  date: string;

  @Field(() => [SignupObject])
  assigned: SignupObject[];
}

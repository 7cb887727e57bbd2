import { Field, ID, InputType, Int } from 'type-graphql';
import { VolunteerCheckDirection, VolunteerSettlementOutcome } from './volunteer-hours.objects';

// The shapes only: the service checks every value with the same rules as the REST shim's bodies.

@InputType({ description: 'A check-in or check-out pressed on a phone' })
export class VolunteerCheckInput {
  @Field(() => ID, { description: 'Chosen by the phone, so a post sent twice is stored once' })
  id: string;

  @Field(() => ID)
  signupId: string;

  @Field(() => VolunteerCheckDirection)
  direction: VolunteerCheckDirection;

  @Field({ description: 'The phone’s time, ISO 8601' })
  at: string;
}

@InputType({ description: 'The office’s word on how long a signup was worked' })
export class VolunteerHoursCorrectionInput {
  @Field(() => ID)
  signupId: string;

  @Field(() => Int)
  minutes: number;

  @Field()
  reason: string;
}

@InputType({ description: 'A household’s shortfall charged to its account or waived' })
export class VolunteerSettlementInput {
  @Field()
  termKey: string;

  @Field(() => ID)
  householdId: string;

  @Field(() => VolunteerSettlementOutcome)
  outcome: VolunteerSettlementOutcome;

  @Field(() => String, { nullable: true, description: 'Required for a waiver' })
  reason?: string | null;
}

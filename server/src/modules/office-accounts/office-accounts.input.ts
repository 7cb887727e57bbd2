import { Field, ID, InputType } from 'type-graphql';

// What the office sends about an account. The shapes only: the service checks every value with the shared
// rules, so the REST shim's bodies are checked the same way.

@InputType({ description: 'Cash or a check received from, or given back to, a household.' })
export class OfficeMoneyInput {
  @Field(() => ID)
  householdId: string;

  @Field({ description: 'In dollars as typed, such as 25.00' })
  amount: string;

  @Field({ description: 'cash or check' })
  method: string;

  @Field({ description: 'YYYY-MM-DD: the day the money moved (a check’s date)' })
  occurredOn: string;

  @Field(() => String, { nullable: true, description: 'Required for a check' })
  checkNumber?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: 'A scholarship or a credit granted to a household.' })
export class OfficeCreditInput {
  @Field(() => ID)
  householdId: string;

  @Field({ description: 'scholarship or credit' })
  kind: string;

  @Field({ description: 'In dollars as typed, such as 25.00' })
  amount: string;

  @Field({ description: 'What it is for' })
  note: string;

  @Field(() => String, { nullable: true, description: 'The term it is for, if any' })
  termKey?: string | null;
}

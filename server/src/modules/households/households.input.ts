import { Field, ID, InputType } from 'type-graphql';

// What the households API is sent. The shapes only: every value is checked by the service with the shared rules,
// so the REST shim's bodies are checked the same way.

@InputType()
export class EmergencyContactInput {
  @Field()
  name: string;

  @Field()
  relationship: string;

  @Field()
  phone: string;
}

@InputType({ description: 'Only the fields given change.' })
export class UpdateHouseholdInput {
  @Field(() => ID)
  householdId: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  homePhone?: string | null;
}

@InputType()
export class AddHouseholdStudentInput {
  @Field(() => ID)
  householdId: string;

  @Field()
  fullName: string;

  @Field({ description: 'YYYY-MM-DD' })
  birthday: string;

  @Field(() => String, { nullable: true, description: '1 to 12, or null when not known yet' })
  grade?: string | null;

  @Field(() => String, { nullable: true })
  allergies?: string | null;

  @Field(() => String, { nullable: true })
  medicalNotes?: string | null;

  @Field(() => [EmergencyContactInput], { description: 'One or more' })
  emergencyContacts: EmergencyContactInput[];

  @Field(() => [String], { nullable: true })
  pickupAdults?: string[] | null;
}

@InputType({ description: 'Only the fields given change; an empty grade clears it.' })
export class UpdateHouseholdStudentInput {
  @Field(() => ID)
  studentId: string;

  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthday?: string | null;

  @Field(() => String, { nullable: true })
  grade?: string | null;

  @Field(() => String, { nullable: true })
  allergies?: string | null;

  @Field(() => String, { nullable: true })
  medicalNotes?: string | null;

  @Field(() => [EmergencyContactInput], { nullable: true, description: 'The whole list, one or more' })
  emergencyContacts?: EmergencyContactInput[] | null;

  @Field(() => [String], { nullable: true, description: 'The whole list' })
  pickupAdults?: string[] | null;
}

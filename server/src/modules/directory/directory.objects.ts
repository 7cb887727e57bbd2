import { directoryFields, type DirectoryField } from '@coop/contract';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

/** The fields a household can show, as the shared list names them. */
export const DirectoryFieldValues = Object.fromEntries(directoryFields.map((field) => [field, field])) as {
  [Field in DirectoryField]: Field;
};
registerEnumType(DirectoryFieldValues, {
  name: 'DirectoryField',
  description: 'What a household may show in the member directory.',
});

@ObjectType('DirectoryGuardian', { description: 'A guardian as their household shows them.', simpleResolvers: true })
export class DirectoryGuardianObject {
  @Field(() => String, { nullable: true, description: 'Null when the household does not show names' })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the household does not show e-mail addresses' })
  email: string | null;
}

@ObjectType('DirectoryChild', { description: 'A child as their household shows them.', simpleResolvers: true })
export class DirectoryChildObject {
  @Field()
  firstName: string;

  @Field(() => String, { nullable: true, description: '1 to 12; null when not known' })
  grade: string | null;
}

@ObjectType('DirectoryHousehold', {
  description: 'A household listed in the member directory, with only the fields it chose to show.',
  simpleResolvers: true,
})
export class DirectoryHouseholdObject {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'Null when not shown (or not given)' })
  name: string | null;

  @Field(() => [DirectoryGuardianObject], { description: 'Empty unless names or e-mail addresses are shown' })
  guardians: DirectoryGuardianObject[];

  @Field(() => [DirectoryChildObject], { description: 'Empty unless the children are shown' })
  children: DirectoryChildObject[];

  @Field(() => String, { nullable: true, description: 'Null when not shown (or not given)' })
  phone: string | null;
}

@ObjectType('DirectoryListing', {
  description: "A household's choices for the member directory, as its guardian sees them.",
  simpleResolvers: true,
})
export class DirectoryListingObject {
  @Field(() => ID)
  householdId: string;

  @Field()
  householdName: string;

  @Field({ description: 'Whether the household is listed at all' })
  listed: boolean;

  @Field(() => [DirectoryFieldValues], { description: 'What it shows when listed' })
  fields: DirectoryField[];
}

@InputType({ description: "The caller's household's choices, given whole." })
export class DirectoryListingInput {
  @Field()
  listed: boolean;

  @Field(() => [DirectoryFieldValues])
  fields: DirectoryField[];
}

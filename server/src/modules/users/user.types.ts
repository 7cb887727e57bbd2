import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class ForcedPasswordReset {
  @Field({ description: 'Shown once to the administrator; only its hash is kept.' })
  tempPassword: string;
}

@ObjectType()
export class DeletedUserData {
  @Field(() => Int)
  files: number;

  @Field(() => Int)
  links: number;
}

import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../accounts';

@InputType()
export class LoginInput {
  @Field()
  email: string;

  @Field()
  password: string;
}

@InputType()
export class SignupInput {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  password: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  currentPassword: string;

  @Field()
  newPassword: string;
}

@ObjectType()
export class LoginResult {
  @Field()
  success: boolean;

  @Field(() => User)
  user: User;

  @Field()
  token: string;

  @Field()
  passwordResetRequired: boolean;
}

@ObjectType()
export class SessionInfo {
  @Field(() => User)
  user: User;

  @Field()
  passwordResetRequired: boolean;
}

@ObjectType()
export class SignupResult {
  @Field()
  success: boolean;

  @Field()
  message: string;
}

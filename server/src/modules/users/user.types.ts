import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../http/pages';
import { User, type AccountGroup } from '../accounts';

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

@ObjectType({ description: 'How many accounts each User Management group holds.', simpleResolvers: true })
export class AccountCounts implements Record<AccountGroup, number> {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  rejected: number;
}

/** The orders a page of accounts can be read in; ties are broken by id, in the same direction. */
export enum UserSort {
  DATE_DESC = 'DATE_DESC',
  DATE_ASC = 'DATE_ASC',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
}

registerEnumType(UserSort, { name: 'UserSort' });

export const UserConnection = connectionType('User', User);

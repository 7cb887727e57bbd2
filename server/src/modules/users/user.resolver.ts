import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from './request-context';
import { User } from './user.entity';
import { Role } from './user.enums';
import type { UsersService } from './user.service';
import { DeletedUserData, ForcedPasswordReset } from './user.types';

@Authorized(Role.admin)
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly service: UsersService) {}

  @Query(() => [User])
  users(@Ctx() ctx: RequestContext): Promise<User[]> {
    return this.service.list(ctx);
  }

  @Mutation(() => User)
  approveUser(
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => Role, { defaultValue: Role.parent }) role: Role,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return this.service.approve(ctx, userId, role);
  }

  @Mutation(() => User)
  rejectUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<User> {
    return this.service.reject(ctx, userId);
  }

  @Mutation(() => User)
  changeUserRole(
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return this.service.changeRole(ctx, userId, role);
  }

  @Mutation(() => ForcedPasswordReset)
  async forcePasswordReset(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ForcedPasswordReset> {
    return { tempPassword: await this.service.forcePasswordReset(ctx, userId) };
  }

  @Mutation(() => DeletedUserData, { description: 'Permanently deletes the account with its files and links.' })
  deleteUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<DeletedUserData> {
    return this.service.delete(ctx, userId);
  }
}

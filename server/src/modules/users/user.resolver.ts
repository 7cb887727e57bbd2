import { pageSize } from '@coop/contract';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toConnection, type Connection } from '../../http/pages';
import { type RequestContext, User, AccountGroup, Role, UserStatus } from '../accounts';
import type { UsersService } from './user.service';
import { AccountCounts, DeletedUserData, ForcedPasswordReset, UserConnection, UserSort } from './user.types';

@Authorized(Role.admin)
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly service: UsersService) {}

  @Query(() => [User])
  users(@Ctx() ctx: RequestContext): Promise<User[]> {
    return this.service.list(ctx);
  }

  @Query(() => AccountCounts)
  accountCounts(@Ctx() ctx: RequestContext): Promise<AccountCounts> {
    return this.service.counts(ctx);
  }

  @Query(() => UserConnection, {
    description:
      'The accounts a page at a time: sorted, filtered by role, status or group, searched by name and e-mail.',
  })
  async userConnection(
    @Arg('first', () => Int, { defaultValue: pageSize.default }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('sort', () => UserSort, { defaultValue: UserSort.DATE_DESC }) sort: UserSort,
    @Arg('role', () => Role, { nullable: true }) role: Role | null,
    @Arg('status', () => UserStatus, { nullable: true }) status: UserStatus | null,
    @Arg('group', () => AccountGroup, { nullable: true }) group: AccountGroup | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the name or e-mail, any case' })
    search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<User>> {
    return toConnection(await this.service.page(ctx, { first, after, sort, filters: { role, status, group }, search }));
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

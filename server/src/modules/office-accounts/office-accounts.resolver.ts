import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { OfficeCreditInput, OfficeMoneyInput } from './office-accounts.input';
import { AccountSummaryObject, OfficeAccountObject } from './office-accounts.objects';
import type { OfficeAccountsService } from './office-accounts.service';

/** The office's household accounts: thin, every rule is the service's. */
@Resolver()
export class OfficeAccountsResolver {
  constructor(private readonly service: OfficeAccountsService) {}

  @Authorized(Role.admin)
  @Query(() => [AccountSummaryObject], {
    description: 'Every household with its balance, or those whose name, guardian or student holds the search.',
  })
  officeAccounts(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AccountSummaryObject[]> {
    return this.service.accounts(ctx, search);
  }

  @Authorized(Role.admin)
  @Query(() => OfficeAccountObject, { description: "One household's account: lines, balance, what is due when." })
  officeAccount(
    @Arg('householdId', () => ID) householdId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<OfficeAccountObject> {
    return this.service.account(ctx, householdId);
  }

  @Authorized(Role.admin)
  @Mutation(() => OfficeAccountObject, { description: 'Records cash or a check received from a household.' })
  recordOfficePayment(@Arg('input') input: OfficeMoneyInput, @Ctx() ctx: RequestContext): Promise<OfficeAccountObject> {
    return this.service.recordPayment(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => OfficeAccountObject, {
    description: 'Records cash or a check given back to a household; at most what it has paid in.',
  })
  recordOfficeRefund(@Arg('input') input: OfficeMoneyInput, @Ctx() ctx: RequestContext): Promise<OfficeAccountObject> {
    return this.service.recordRefund(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => OfficeAccountObject, { description: 'Grants a household a scholarship or a credit.' })
  grantAccountCredit(@Arg('input') input: OfficeCreditInput, @Ctx() ctx: RequestContext): Promise<OfficeAccountObject> {
    return this.service.grantCredit(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => OfficeAccountObject, {
    description: 'Reverses a payment, refund, scholarship or credit by a line of the opposite amount.',
  })
  reverseAccountLine(
    @Arg('householdId', () => ID) householdId: string,
    @Arg('lineId', () => ID) lineId: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OfficeAccountObject> {
    return this.service.reverseLine(ctx, { householdId, lineId, note });
  }
}

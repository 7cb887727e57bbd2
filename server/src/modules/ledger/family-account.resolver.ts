import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { FamilyAccountObject } from './family-account.objects';
import type { FamilyAccountService } from './family-account.service';

/** The family's statement: thin, the rule of who may read it is the service's. */
@Resolver()
export class FamilyAccountResolver {
  constructor(private readonly service: FamilyAccountService) {}

  @Authorized()
  @Query(() => FamilyAccountObject, {
    nullable: true,
    description: "The guardian's household account: balance, every line, what is due when; null without a household.",
  })
  myAccount(@Ctx() ctx: RequestContext): Promise<FamilyAccountObject | null> {
    return this.service.myAccount(ctx) as Promise<FamilyAccountObject | null>;
  }
}

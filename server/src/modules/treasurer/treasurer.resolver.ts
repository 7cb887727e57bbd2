import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { TreasurerReportObject } from './treasurer.objects';
import type { TreasurerService } from './treasurer.service';

/** The treasurer's view: thin, the service checks the role and sums the ledger. */
@Resolver()
export class TreasurerResolver {
  constructor(private readonly service: TreasurerService) {}

  @Authorized(Role.admin)
  @Query(() => TreasurerReportObject, {
    description:
      'Balances by household, aging, payments by method and month, fees owed to instructors (administrators).',
  })
  treasurerReport(@Ctx() ctx: RequestContext): Promise<TreasurerReportObject> {
    return this.service.report(ctx);
  }
}

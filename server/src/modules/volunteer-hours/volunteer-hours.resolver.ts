import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { VolunteerCheckInput, VolunteerHoursCorrectionInput, VolunteerSettlementInput } from './volunteer-hours.input';
import { CheckinDayObject, CheckinRowObject, HoursLedgerObject } from './volunteer-hours.objects';
import type { VolunteerHoursService } from './volunteer-hours.service';

/** Check-in, corrections and the hours ledger: thin, every rule is the service's. */
@Resolver()
export class VolunteerHoursResolver {
  constructor(private readonly service: VolunteerHoursService) {}

  @Authorized(Role.admin, Role.parent)
  @Query(() => CheckinDayObject, {
    description: 'The door’s list: your household’s duties today and on its next co-op day; for the office, the day’s.',
  })
  volunteerCheckins(
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckinDayObject> {
    return this.service.checkins(ctx, date);
  }

  @Authorized(Role.admin, Role.parent)
  @Query(() => HoursLedgerObject, {
    description: 'Required, signed-up, worked and short hours per household in a term (the current one by default).',
  })
  volunteerHours(
    @Arg('termKey', () => String, { nullable: true }) termKey: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<HoursLedgerObject> {
    return this.service.hours(ctx, termKey);
  }

  @Authorized(Role.admin, Role.parent)
  @Mutation(() => CheckinRowObject, { description: 'Checks a volunteer in or out; the same id twice is stored once.' })
  recordVolunteerCheck(
    @Arg('input') input: VolunteerCheckInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckinRowObject> {
    return this.service.check(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => HoursLedgerObject, {
    description: 'Sets how long a signup was worked, with a reason; the latest counts.',
  })
  correctVolunteerHours(
    @Arg('input') input: VolunteerHoursCorrectionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<HoursLedgerObject> {
    return this.service.correct(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => HoursLedgerObject, {
    description: 'Charges a household’s shortfall to its account at the term’s rate, or waives it; once per term.',
  })
  settleVolunteerHours(
    @Arg('input') input: VolunteerSettlementInput,
    @Ctx() ctx: RequestContext,
  ): Promise<HoursLedgerObject> {
    return this.service.settle(ctx, { ...input });
  }
}

import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { AutoAssignObject, BoardObject, SignupObject, SwapObject } from './volunteer-signups.objects';
import type { VolunteerSignupsService } from './volunteer-signups.service';

/** Volunteer sign-up: thin, every rule is the service's. */
@Resolver()
export class VolunteerSignupsResolver {
  constructor(private readonly service: VolunteerSignupsService) {}

  @Authorized(Role.admin, Role.parent)
  @Query(() => BoardObject, { description: "A term's coming slots (the current one unless named)." })
  volunteerSignupBoard(
    @Arg('termKey', () => String, { nullable: true }) termKey: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<BoardObject> {
    return this.service.board(ctx, termKey);
  }

  @Authorized(Role.admin)
  @Query(() => [SwapObject], { description: 'Offered places and swaps made in a term.' })
  volunteerSwaps(
    @Arg('termKey', () => String, { nullable: true }) termKey: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SwapObject[]> {
    return this.service.swaps(ctx, termKey);
  }

  @Authorized(Role.parent)
  @Mutation(() => SignupObject, { description: 'Signs one of the household’s people up for a slot.' })
  signUpForSlot(
    @Arg('slotId', () => ID) slotId: string,
    @Arg('volunteerKind') volunteerKind: string,
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SignupObject> {
    return this.service.signUp(ctx, { slotId, volunteerKind, volunteerId });
  }

  @Authorized(Role.parent)
  @Mutation(() => SignupObject, { description: "Takes another household's offered place." })
  takeOfferedSignup(
    @Arg('signupId', () => ID) signupId: string,
    @Arg('volunteerKind') volunteerKind: string,
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SignupObject> {
    return this.service.takeOffer(ctx, { signupId, volunteerKind, volunteerId });
  }

  @Authorized(Role.parent)
  @Mutation(() => SignupObject, { description: 'Cancels one of the household’s signups, before the slot’s day.' })
  cancelSignup(@Arg('signupId', () => ID) signupId: string, @Ctx() ctx: RequestContext): Promise<SignupObject> {
    return this.service.cancel(ctx, signupId);
  }

  @Authorized(Role.parent)
  @Mutation(() => SignupObject, { description: 'Offers a signup to other households; it is held until taken.' })
  offerSignup(@Arg('signupId', () => ID) signupId: string, @Ctx() ctx: RequestContext): Promise<SignupObject> {
    return this.service.offer(ctx, signupId);
  }

  @Authorized(Role.parent)
  @Mutation(() => SignupObject, { description: 'Withdraws the offer of a signup.' })
  withdrawSignupOffer(@Arg('signupId', () => ID) signupId: string, @Ctx() ctx: RequestContext): Promise<SignupObject> {
    return this.service.withdrawOffer(ctx, signupId);
  }

  @Authorized(Role.admin)
  @Mutation(() => SignupObject, { description: 'The office puts a guardian or child on a slot by hand.' })
  fillSlot(
    @Arg('slotId', () => ID) slotId: string,
    @Arg('volunteerKind') volunteerKind: string,
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SignupObject> {
    return this.service.fill(ctx, { slotId, volunteerKind, volunteerId });
  }

  @Authorized(Role.admin)
  @Mutation(() => SignupObject, { description: 'The office removes a signup, saying why.' })
  removeSignup(
    @Arg('signupId', () => ID) signupId: string,
    @Arg('reason') reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SignupObject> {
    return this.service.remove(ctx, { signupId, reason });
  }

  @Authorized(Role.admin)
  @Mutation(() => AutoAssignObject, { description: "Fills a co-op day's open places now, fewest hours first." })
  autoAssignDay(@Arg('date') date: string, @Ctx() ctx: RequestContext): Promise<AutoAssignObject> {
    return this.service.autoAssign(ctx, date);
  }
}

import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { ReenrollmentChoice, ReenrollmentOutcome, TermOffer } from './reenrollment.objects';
import type { ReenrollmentService } from './reenrollment.service';

/** Re-enrollment from My family: the service checks the household and its address; the marks refuse teachers first. */
@Resolver()
export class ReenrollmentResolver {
  constructor(private readonly service: ReenrollmentService) {}

  @Authorized(Role.parent, Role.admin)
  @Query(() => [TermOffer], { description: "The later terms the signed-in guardian's children may be enrolled in." })
  reenrollmentOffers(@Ctx() ctx: RequestContext): Promise<TermOffer[]> {
    return this.service.offers(ctx);
  }

  @Authorized(Role.parent, Role.admin)
  @Mutation(() => [ReenrollmentOutcome], {
    description:
      'Enroll children of the household in classes of a term, one enrollment form each, by the form’s rules.',
  })
  reenroll(
    @Arg('termKey') termKey: string,
    @Arg('choices', () => [ReenrollmentChoice]) choices: ReenrollmentChoice[],
    @Ctx() ctx: RequestContext,
  ): Promise<ReenrollmentOutcome[]> {
    return this.service.reenroll(ctx, termKey, choices);
  }
}

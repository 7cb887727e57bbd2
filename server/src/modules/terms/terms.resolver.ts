import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { RegistrationWindowsInput, Term } from './terms.objects';
import type { TermsService } from './terms.service';

/** The office's terms: the service checks who may and what is sent; the marks refuse other roles first. */
@Resolver()
export class TermsResolver {
  constructor(private readonly service: TermsService) {}

  @Authorized(Role.admin)
  @Query(() => [Term], { description: 'Every term of the catalog, in order.' })
  terms(@Ctx() ctx: RequestContext): Term[] {
    return this.service.terms(ctx);
  }

  @Authorized(Role.admin)
  @Mutation(() => Term, {
    description:
      'Copy a term into a new one after the last: classes, seats, teachers and times, dates moved to the new start.',
  })
  rollOverTerm(
    @Arg('from', { description: 'The key of the term to copy' }) from: string,
    @Arg('name') name: string,
    @Arg('start', { description: 'The first day, YYYY-MM-DD' }) start: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Term> {
    return this.service.rollOver(ctx, { from, name, start });
  }

  @Authorized(Role.admin)
  @Mutation(() => Term, { description: "Set a term's registration windows, or none so that it is not open yet." })
  setTermRegistration(
    @Arg('termKey') termKey: string,
    @Arg('windows', () => RegistrationWindowsInput, { nullable: true }) windows: RegistrationWindowsInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Term> {
    return this.service.setRegistration(ctx, termKey, windows);
  }
}

import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { ClassFeesInput, FeeSettingsObject, PublicFeesObject, TermFeesInput } from './fees.objects';
import type { FeesService } from './fees.service';

/** Fees: thin, every rule is the service's; inputs are handed on as plain values, checked as a REST body is. */
@Resolver()
export class FeesResolver {
  constructor(private readonly service: FeesService) {}

  @Authorized(Role.admin)
  @Query(() => FeeSettingsObject, { description: 'A term’s fee policy and the fees of each of its classes.' })
  feeSettings(@Arg('termKey') termKey: string, @Ctx() ctx: RequestContext): Promise<FeeSettingsObject> {
    return this.service.feeSettings(ctx, termKey);
  }

  @Query(() => PublicFeesObject, { description: 'What the enrollment form shows: every term’s policy and class fees.' })
  publicFees(): Promise<PublicFeesObject> {
    return this.service.publicFees();
  }

  @Authorized(Role.admin)
  @Mutation(() => FeeSettingsObject, {
    description: 'Save a term’s fee policy; every household with places in the term is brought in line.',
  })
  saveTermFees(
    @Arg('input', () => TermFeesInput) input: TermFeesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FeeSettingsObject> {
    return this.service.saveTermFees(ctx, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => FeeSettingsObject, {
    description: 'Save some of a term’s classes’ fees; every household with places in the term is brought in line.',
  })
  saveClassFees(
    @Arg('termKey') termKey: string,
    @Arg('classes', () => [ClassFeesInput]) classes: ClassFeesInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<FeeSettingsObject> {
    return this.service.saveClassFees(ctx, { termKey, classes });
  }
}

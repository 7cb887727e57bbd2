import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { AddHouseholdStudentInput, UpdateHouseholdInput, UpdateHouseholdStudentInput } from './households.input';
import { HouseholdInvitationPreviewObject, HouseholdObject } from './households.objects';
import type { HouseholdsService } from './households.service';

/**
 * Households: thin, every rule is the service's. Inputs are handed on as plain values, so the service checks a
 * GraphQL input exactly as it checks a REST body.
 */
@Resolver()
export class HouseholdsResolver {
  constructor(private readonly service: HouseholdsService) {}

  @Authorized()
  @Query(() => HouseholdObject, {
    nullable: true,
    description: "The signed-in guardian's household (confirmed address); null when the account has none.",
  })
  myHousehold(@Ctx() ctx: RequestContext): Promise<HouseholdObject | null> {
    return this.service.myHousehold(ctx);
  }

  @Authorized()
  @Query(() => HouseholdObject, { description: 'One household: administrators, and its guardians.' })
  household(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<HouseholdObject> {
    return this.service.household(ctx, id);
  }

  @Authorized(Role.admin)
  @Query(() => [HouseholdObject], {
    description: 'Every household, or those whose name, address, phone, e-mail, guardian or student holds the search.',
  })
  households(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdObject[]> {
    return this.service.households(ctx, search);
  }

  @Authorized()
  @Query(() => HouseholdInvitationPreviewObject, {
    description: 'What an invitation to become a guardian offers: the invitee, signed in with its address.',
  })
  householdInvitation(
    @Arg('token') token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdInvitationPreviewObject> {
    return this.service.invitation(ctx, { token });
  }

  @Authorized()
  @Mutation(() => HouseholdObject, { description: "Changes a household's contact details." })
  updateHousehold(@Arg('input') input: UpdateHouseholdInput, @Ctx() ctx: RequestContext): Promise<HouseholdObject> {
    return this.service.updateHousehold(ctx, { ...input });
  }

  @Authorized()
  @Mutation(() => HouseholdObject, { description: 'Adds a student with their details to a household.' })
  addHouseholdStudent(
    @Arg('input') input: AddHouseholdStudentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdObject> {
    return this.service.addStudent(ctx, { ...input });
  }

  @Authorized()
  @Mutation(() => HouseholdObject, { description: "Changes a student's details." })
  updateHouseholdStudent(
    @Arg('input') input: UpdateHouseholdStudentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdObject> {
    return this.service.updateStudent(ctx, { ...input });
  }

  @Authorized()
  @Mutation(() => HouseholdObject, { description: 'Mails another adult an invitation to become a guardian.' })
  inviteGuardian(
    @Arg('householdId', () => ID) householdId: string,
    @Arg('email') email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdObject> {
    return this.service.invite(ctx, { householdId, email });
  }

  @Authorized()
  @Mutation(() => HouseholdObject, { description: 'Withdraws an invitation not yet accepted.' })
  withdrawGuardianInvitation(
    @Arg('invitationId', () => ID) invitationId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdObject> {
    return this.service.withdrawInvitation(ctx, { invitationId });
  }

  @Authorized()
  @Mutation(() => HouseholdObject, {
    description: 'Accepts an invitation with the token of its link: the signed-in account becomes a guardian.',
  })
  acceptGuardianInvitation(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<HouseholdObject> {
    return this.service.acceptInvitation(ctx, { token });
  }

  @Authorized(Role.admin)
  @Mutation(() => HouseholdObject, {
    description:
      'Merges the second household into the first: its students, guardians, invitations, form addresses and history move; it is removed.',
  })
  mergeHouseholds(
    @Arg('keepId', () => ID) keepId: string,
    @Arg('mergeId', () => ID) mergeId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<HouseholdObject> {
    return this.service.merge(ctx, { keepId, mergeId });
  }
}

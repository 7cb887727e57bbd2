import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import {
  BackgroundCheckInput,
  GenerateSlotsInput,
  VolunteerDutiesObject,
  VolunteerExemptionInput,
  VolunteerExemptionObject,
  VolunteerGuardianObject,
  VolunteerRoleInput,
  VolunteerRoleObject,
  VolunteerSlotInput,
  VolunteerSlotObject,
  VolunteerTermInput,
  VolunteerTermObject,
} from './duties.objects';
import type { VolunteerDutiesService } from './duties.service';

/** The office's duties: thin, every rule is the service's; inputs are handed on as plain values, as a REST body is. */
@Authorized(Role.admin)
@Resolver()
export class VolunteerDutiesResolver {
  constructor(private readonly service: VolunteerDutiesService) {}

  @Query(() => VolunteerDutiesObject, {
    description: 'A term’s duties: roles, policy, exemptions, background checks, slots and who holds them.',
  })
  volunteerDuties(@Arg('termKey') termKey: string, @Ctx() ctx: RequestContext): Promise<VolunteerDutiesObject> {
    return this.service.duties(ctx, termKey);
  }

  @Mutation(() => VolunteerRoleObject, { description: 'Add a duty role.' })
  addVolunteerRole(
    @Arg('input', () => VolunteerRoleInput) input: VolunteerRoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerRoleObject> {
    return this.service.addRole(ctx, { ...input });
  }

  @Mutation(() => VolunteerRoleObject, { description: 'Edit a duty role; its slots keep their own people and times.' })
  saveVolunteerRole(
    @Arg('id') id: string,
    @Arg('input', () => VolunteerRoleInput) input: VolunteerRoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerRoleObject> {
    return this.service.saveRole(ctx, { ...input, id });
  }

  @Mutation(() => VolunteerRoleObject, { description: 'Retire a duty role (kept for history), or offer it again.' })
  retireVolunteerRole(
    @Arg('id') id: string,
    @Arg('retired', { defaultValue: true }) retired: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerRoleObject> {
    return this.service.retireRole(ctx, { id, retired });
  }

  @Mutation(() => VolunteerTermObject, { description: 'Save a term’s volunteer policy.' })
  saveVolunteerTerm(
    @Arg('input', () => VolunteerTermInput) input: VolunteerTermInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerTermObject> {
    return this.service.saveTerm(ctx, { ...input });
  }

  @Mutation(() => VolunteerExemptionObject, { description: 'Give a household its own lower quota for a term.' })
  saveVolunteerExemption(
    @Arg('input', () => VolunteerExemptionInput) input: VolunteerExemptionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerExemptionObject> {
    return this.service.saveExemption(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Remove a household’s exemption: it owes the term’s quota.' })
  removeVolunteerExemption(
    @Arg('termKey') termKey: string,
    @Arg('householdId') householdId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return this.service.removeExemption(ctx, { termKey, householdId });
  }

  @Mutation(() => VolunteerGuardianObject, { description: 'Keep a guardian’s background check on file.' })
  saveBackgroundCheck(
    @Arg('input', () => BackgroundCheckInput) input: BackgroundCheckInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerGuardianObject> {
    return this.service.saveBackgroundCheck(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Remove a guardian’s background check from the file.' })
  removeBackgroundCheck(@Arg('userId') userId: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.service.removeBackgroundCheck(ctx, { userId });
  }

  @Mutation(() => Int, { description: 'Add the role’s slots the term is still missing; answers how many were added.' })
  generateVolunteerSlots(
    @Arg('input', () => GenerateSlotsInput) input: GenerateSlotsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return this.service.generateSlots(ctx, { ...input });
  }

  @Mutation(() => VolunteerSlotObject, { description: 'Change a slot’s people and times.' })
  saveVolunteerSlot(
    @Arg('input', () => VolunteerSlotInput) input: VolunteerSlotInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerSlotObject> {
    return this.service.saveSlot(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Delete a slot nobody holds a place on.' })
  deleteVolunteerSlot(@Arg('id') id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.service.deleteSlot(ctx, { id });
  }
}

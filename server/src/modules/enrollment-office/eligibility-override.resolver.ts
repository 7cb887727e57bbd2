import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { type RequestContext, Role } from '../accounts';
import { overrideInput } from './eligibility-overrides';
import type { EnrollmentOfficeService } from './enrollment-office.service';

@InputType({ description: 'One student, as the enrollment form named them, let into one class despite its rules.' })
export class EligibilityOverrideInput {
  @Field({ description: "The parent's e-mail on the enrollment form" })
  parentEmail: string;

  @Field()
  studentName: string;

  @Field({ description: 'MM/DD/YYYY' })
  studentBirthday: string;

  @Field()
  classKey: string;

  @Field({ description: 'Why the student may take the class; required' })
  reason: string;
}

@ObjectType({ description: "An administrator's override of the enrollment rules for one student and one class." })
export class EligibilityOverride {
  @Field(() => ID)
  id: string;

  @Field()
  classKey: string;

  @Field()
  classTitle: string;

  @Field()
  studentName: string;

  @Field()
  reason: string;

  @Field({ description: "The administrator's name" })
  by: string;

  @Field(() => DateTimeIso)
  at: Date;
}

/** The office's override of the enrollment's age, meeting-time and prerequisite rules. */
@Resolver()
export class EligibilityOverrideResolver {
  constructor(private readonly office: EnrollmentOfficeService) {}

  @Authorized(Role.admin)
  @Mutation(() => EligibilityOverride, {
    description:
      'Lets one student into one class whatever its age range, meeting time or prerequisites say, with the reason.',
  })
  overrideEligibility(
    @Arg('input', () => EligibilityOverrideInput) input: EligibilityOverrideInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EligibilityOverride> {
    return this.office.overrideEligibility(ctx, overrideInput({ ...input }));
  }
}

import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { FormName } from './form-name';
import { FormFieldType, FormSubmission } from './form-submission.entity';
import type { FormService } from './form.service';

@Authorized(Role.admin)
@Resolver(() => FormSubmission)
export class FormSubmissionResolver {
  constructor(private readonly forms: FormService) {}

  @Query(() => [FormSubmission], {
    description: 'Public form submissions, newest first; every form when none is named.',
  })
  formSubmissions(
    @Arg('form', () => FormName, { nullable: true }) form: FormName | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<FormSubmission[]> {
    return this.forms.list(ctx, form ?? undefined);
  }
}

@Authorized(Role.admin)
@Resolver(() => FormFieldType)
export class FormFieldResolver {
  constructor(private readonly forms: FormService) {}

  @FieldResolver(() => String, { description: 'The field as people read it: a chosen class by its catalog name' })
  label(@Root() field: FormFieldType): string {
    return this.forms.fieldLabels.label(field.name);
  }
}

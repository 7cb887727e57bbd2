import { Arg, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../auth/request-context";
import { Role } from "../users/user.enums";
import { FormName } from "./form-name";
import { FormSubmission } from "./form-submission.entity";
import type { FormService } from "./form.service";

@Authorized(Role.admin)
@Resolver(() => FormSubmission)
export class FormSubmissionResolver {
  constructor(private readonly forms: FormService) {}

  @Query(() => [FormSubmission], { description: "Public form submissions, newest first; every form when none is named." })
  formSubmissions(
    @Arg("form", () => FormName, { nullable: true }) form: FormName | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<FormSubmission[]> {
    return this.forms.list(ctx, form ?? undefined);
  }
}

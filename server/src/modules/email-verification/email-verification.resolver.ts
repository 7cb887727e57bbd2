import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import type { EmailVerificationService } from './email-verification.service';

@Resolver()
export class EmailVerificationResolver {
  constructor(private readonly verification: EmailVerificationService) {}

  @Mutation(() => String, {
    description: "Confirms an account's e-mail address with the token of the link mailed to it.",
  })
  verifyEmail(@Arg('token') token: string): Promise<string> {
    return this.verification.confirm({ token });
  }

  @Mutation(() => String, { description: 'Mails the signed-in member a new link to confirm their e-mail address.' })
  sendVerificationLink(@Ctx() ctx: RequestContext): Promise<string> {
    return this.verification.requestLink(ctx);
  }
}

import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { LoginResult } from '../sessions';
import type { RequestContext } from '../accounts';
import type { PasswordResetService } from './password-reset.service';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Mutation(() => String, {
    description: 'Mails a reset link to an approved account; answers the same text whether or not the address has one.',
  })
  forgotPassword(@Arg('email') email: string, @Ctx() ctx: RequestContext): Promise<string> {
    return this.resets.requestReset({ email }, ctx.clientAddress);
  }

  @Mutation(() => LoginResult, { description: "Sets a new password with a reset link's token and signs in." })
  async resetPassword(
    @Arg('token') token: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<LoginResult> {
    return { success: true, ...(await this.resets.resetPassword({ token, newPassword }, ctx.clientAddress)) };
  }
}

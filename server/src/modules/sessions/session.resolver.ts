import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { duringReset } from '../../auth/auth-checker';
import { accountMessages } from '@coop/contract';
import type { UsersService } from '../users';
import type { SessionService } from './session.service';
import { ChangePasswordInput, LoginInput, LoginResult, SessionInfo, SignupInput, SignupResult } from './session.types';

@Resolver()
export class SessionResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  @Authorized(duringReset)
  @Query(() => SessionInfo, { description: "The signed-in user, checked against the server's sessions." })
  session(@Ctx() ctx: RequestContext): SessionInfo {
    return this.sessions.validate(ctx);
  }

  @Mutation(() => LoginResult)
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: RequestContext): Promise<LoginResult> {
    return { success: true, ...(await this.sessions.login(input, ctx.clientAddress)) };
  }

  @Mutation(() => SignupResult)
  async signup(@Arg('input') input: SignupInput, @Ctx() ctx: RequestContext): Promise<SignupResult> {
    await this.users.signup(input, ctx.clientAddress);
    return { success: true, message: accountMessages.signupReceived };
  }

  @Authorized(duringReset)
  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.sessions.logout(ctx);
    return true;
  }

  @Authorized(duringReset)
  @Mutation(() => SessionInfo, { description: "Changes the caller's password; ends a required reset." })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: RequestContext): Promise<SessionInfo> {
    const user = await this.sessions.changePassword(ctx, input);
    return { user, passwordResetRequired: false };
  }
}

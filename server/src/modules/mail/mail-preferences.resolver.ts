import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { MailPreferencesObject, SetMailPreferencesInput } from './mail-preferences.objects';
import type { MailPreferencesService } from './mail-preferences.service';

/** Mail preferences: open to a link's holder without signing in, so the service checks who may (not a decorator). */
@Resolver()
export class MailPreferencesResolver {
  constructor(private readonly service: MailPreferencesService) {}

  @Query(() => MailPreferencesObject, {
    description: "A mail preferences link's address and its choice; without a token, the signed-in member's own.",
  })
  mailPreferences(
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<MailPreferencesObject> {
    return this.service.read(ctx, token);
  }

  @Mutation(() => MailPreferencesObject, { description: 'Stops announcements to an address, or lets them come again.' })
  setMailPreferences(
    @Arg('input') input: SetMailPreferencesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MailPreferencesObject> {
    return this.service.choose(ctx, { ...input });
  }
}

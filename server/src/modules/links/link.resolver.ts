import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../users/request-context';
import { LinkListing } from './link.listing';
import type { LinkService } from './link.service';
import { ShareLinkInput } from './link.types';

@Authorized()
@Resolver(() => LinkListing)
export class LinkResolver {
  constructor(private readonly links: LinkService) {}

  @Query(() => [LinkListing], { description: 'The links the caller may see, newest first.' })
  sharedLinks(@Ctx() ctx: RequestContext): Promise<LinkListing[]> {
    return this.links.list(ctx);
  }

  @Mutation(() => LinkListing)
  shareLink(@Arg('input') input: ShareLinkInput, @Ctx() ctx: RequestContext): Promise<LinkListing> {
    return this.links.share(ctx, input);
  }

  @Mutation(() => Boolean)
  async deleteLink(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.links.delete(ctx, id);
    return true;
  }
}

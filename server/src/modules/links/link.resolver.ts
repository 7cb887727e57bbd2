import { pageSize } from '@coop/contract';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toConnection, type Connection } from '../../http/pages';
import { Visibility } from '../sharing';
import type { RequestContext } from '../accounts';
import { LinkConnection, LinkListing, LinkSort } from './link.listing';
import { LinkCategory } from './link.rules';
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

  @Query(() => LinkConnection, {
    description:
      'The links the caller may see, a page at a time: sorted, filtered by visibility and category, searched by title and description.',
  })
  async linkConnection(
    @Arg('first', () => Int, { defaultValue: pageSize.default }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('sort', () => LinkSort, { defaultValue: LinkSort.DATE_DESC }) sort: LinkSort,
    @Arg('visibility', () => Visibility, { nullable: true }) visibility: Visibility | null,
    @Arg('category', () => LinkCategory, { nullable: true }) category: LinkCategory | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the title or description, any case' })
    search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<LinkListing>> {
    return toConnection(await this.links.page(ctx, { first, after, sort, filters: { visibility, category }, search }));
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

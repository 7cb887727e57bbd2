import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import type { ListVersionsService, VisibleListVersions } from './list-versions.service';

@ObjectType({
  description:
    'A change counter per list: it moves whenever what the list shows changes, so a client polls this and ' +
    'fetches a list again only when its counter moved. Null for a list the caller may not read.',
})
export class ListVersions implements VisibleListVersions {
  @Field(() => Int, { nullable: true })
  users: number | null;

  @Field(() => Int, { nullable: true })
  files: number | null;

  @Field(() => Int, { nullable: true })
  links: number | null;

  @Field(() => Int, { nullable: true })
  trash: number | null;

  @Field(() => Int, { nullable: true })
  submissions: number | null;

  @Field(() => Int, { nullable: true })
  outbox: number | null;
}

@Authorized()
@Resolver(() => ListVersions)
export class ListVersionsResolver {
  constructor(private readonly versions: ListVersionsService) {}

  @Query(() => ListVersions)
  listVersions(@Ctx() ctx: RequestContext): Promise<ListVersions> {
    return this.versions.visible(ctx);
  }
}

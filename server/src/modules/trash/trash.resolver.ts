import { Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext, Role } from '../accounts';
import { TrashedItem } from './trash.listing';
import { TrashKind } from './trash.rules';
import type { TrashService } from './trash.service';

/** Which item of the trash: its kind and its own id. */
@ArgsType()
class TrashedItemRef {
  @Field(() => TrashKind)
  kind: TrashKind;

  @Field(() => ID)
  id: string;
}

@Authorized(Role.admin)
@Resolver(() => TrashedItem)
export class TrashResolver {
  constructor(private readonly trash: TrashService) {}

  @Query(() => [TrashedItem], {
    description: 'Deleted files and links that can still be restored, most recently deleted first.',
  })
  trashedItems(@Ctx() ctx: RequestContext): Promise<TrashedItem[]> {
    return this.trash.list(ctx);
  }

  @Mutation(() => Boolean, { description: 'Puts a deleted file or link back, with its id, url, visibility and owner.' })
  async restoreTrashedItem(@Args() { kind, id }: TrashedItemRef, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.trash.restore(ctx, kind, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes a deleted file or link for good, without waiting for its time.' })
  async purgeTrashedItem(@Args() { kind, id }: TrashedItemRef, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.trash.deleteForever(ctx, kind, id);
    return true;
  }
}

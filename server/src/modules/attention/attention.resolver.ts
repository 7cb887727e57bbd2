import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../accounts';
import { AttentionItem } from './attention-item';
import type { AttentionService } from './attention.service';

@Resolver()
export class AttentionResolver {
  constructor(private readonly lines: AttentionService) {}

  @Authorized()
  @Query(() => [AttentionItem], {
    description:
      'The lines of "Needs your attention" for the signed-in member, by their role: what waits, or that nothing does.',
  })
  attention(@Ctx() ctx: RequestContext): Promise<AttentionItem[]> {
    return this.lines.attention(ctx);
  }
}

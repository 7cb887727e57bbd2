import { pageSize } from '@coop/contract';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toConnection, type Connection } from '../../http/pages';
import { type RequestContext, Role } from '../accounts';
import type { OutboxService } from './outbox.service';
import { OutboxMessageConnection, OutboxMessageState, OutboxMessageView } from './outbox.types';

@Authorized(Role.admin)
@Resolver(() => OutboxMessageView)
export class OutboxResolver {
  constructor(private readonly outbox: OutboxService) {}

  @Query(() => OutboxMessageConnection, {
    description:
      "Every e-mail the site sent or is sending, newest first; or one message's deliveries (ref), or those in one state.",
  })
  async outboxMessages(
    @Arg('first', () => Int, { defaultValue: pageSize.default }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('ref', () => String, { nullable: true }) ref: string | null,
    @Arg('state', () => OutboxMessageState, { nullable: true }) state: OutboxMessageState | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<OutboxMessageView>> {
    return toConnection(await this.outbox.page(ctx, { first, after }, { ref, state }));
  }

  @Mutation(() => Boolean, {
    description: 'Queues a failed message again, due at once, with its tries counted afresh.',
  })
  async retryOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.outbox.retry(ctx, id);
    return true;
  }
}

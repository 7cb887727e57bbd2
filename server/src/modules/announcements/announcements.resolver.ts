import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toConnection, type Connection } from '../../http/pages';
import { type RequestContext, Role } from '../accounts';
import {
  Announcement,
  AnnouncementAudienceInput,
  AnnouncementConnection,
  AnnouncementReach,
  AudienceChoice,
  InboxAnnouncement,
  InboxAnnouncementConnection,
  SendAnnouncementInput,
} from './announcements.objects';
import type { AnnouncementsService } from './announcements.service';

// The service answers the shared names as plain strings; GraphQL reads the same values through its enums.
const asObject = <T>(value: unknown) => value as T;

/** Announcements and the inbox: thin, every rule is the service's; inputs are handed on as plain values. */
@Resolver()
export class AnnouncementsResolver {
  constructor(private readonly service: AnnouncementsService) {}

  @Authorized(Role.admin, Role.teacher)
  @Query(() => [AudienceChoice], {
    description: 'The audiences the author may choose: administrators all; a teacher the families of their classes.',
  })
  async announcementAudiences(@Ctx() ctx: RequestContext): Promise<AudienceChoice[]> {
    return (await this.service.audiences(ctx)).map((audience) => asObject<AudienceChoice>({ audience }));
  }

  @Authorized(Role.admin, Role.teacher)
  @Query(() => AnnouncementReach, { description: 'Who a message to this audience would reach now.' })
  announcementReach(
    @Arg('audience', () => AnnouncementAudienceInput) audience: AnnouncementAudienceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AnnouncementReach> {
    return this.service.reach(ctx, { ...audience });
  }

  @Authorized(Role.admin, Role.teacher)
  @Query(() => AnnouncementConnection, { description: 'Messages written: administrators all, teachers their own.' })
  async announcements(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<Announcement>> {
    return asObject(toConnection(await this.service.list(ctx, { first, after })));
  }

  @Authorized()
  @Query(() => InboxAnnouncementConnection, { description: "The signed-in member's messages, newest first." })
  async inbox(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<InboxAnnouncement>> {
    return toConnection(await this.service.inbox(ctx, { first, after }));
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the signed-in member's messages are unread." })
  unreadAnnouncements(@Ctx() ctx: RequestContext): Promise<number> {
    return this.service.unreadCount(ctx);
  }

  @Authorized(Role.admin, Role.teacher)
  @Mutation(() => Announcement, { description: 'Sends a message now, or at sendAt.' })
  async sendAnnouncement(
    @Arg('input', () => SendAnnouncementInput) input: SendAnnouncementInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Announcement> {
    return asObject(await this.service.send(ctx, { ...input, audience: { ...input.audience } }));
  }

  @Authorized(Role.admin, Role.teacher)
  @Mutation(() => Announcement, { description: 'Cancels a message while it waits to be sent.' })
  async cancelAnnouncement(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Announcement> {
    return asObject(await this.service.cancel(ctx, id));
  }

  @Authorized()
  @Mutation(() => InboxAnnouncement, { description: 'Marks a message of the inbox read, or unread again.' })
  markAnnouncementRead(
    @Arg('id', () => ID) id: string,
    @Arg('read', { defaultValue: true }) read: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<InboxAnnouncement> {
    return this.service.markRead(ctx, id, read);
  }
}

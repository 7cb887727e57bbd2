// The announcements module's front door: what the rest of the server may use of it.
// Messages to an audience, sent now or at a set time through the outbox, each recipient's inbox with its read
// state, and an urgent message shown as the site's notice.
export { Announcement, AnnouncementInboxRow } from './announcement.entity';
export { AnnouncementScheduler, defaultAnnouncementPollMs } from './announcement-scheduler';
export { AnnouncementsResolver } from './announcements.resolver';
export { AnnouncementsService } from './announcements.service';

import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { inboxLoading, sentLoading, writeLoading } from '../features/messages/messages-loading';

// Each tab's code is fetched when the tab is; Write brings the preview's markdown parser, and the Inbox fetches it
// with the first message opened.
const Inbox = lazy(async () => ({ default: (await import('../features/messages/components/inbox')).Inbox }));
const WriteAnnouncement = lazy(async () => ({
  default: (await import('../features/messages/components/write-announcement')).WriteAnnouncement,
}));
const SentAnnouncements = lazy(async () => ({
  default: (await import('../features/messages/components/sent-announcements')).SentAnnouncements,
}));

/** Messages: every member's inbox of the co-op's announcements, and the staff's writing and sending of them. */
export function MessagesAreaRoute() {
  return (
    <MemberAreaPage
      area="messages"
      description="Messages: the co-op's announcements to you, and for staff, writing and sending them."
      panels={{
        inbox: { loading: inboxLoading, render: () => <Inbox /> },
        write: { loading: writeLoading, render: (staff) => <WriteAnnouncement viewer={staff} /> },
        sent: { loading: sentLoading, render: (staff) => <SentAnnouncements viewer={staff} /> },
      }}
    />
  );
}

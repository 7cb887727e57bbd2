import { memberAreaHref } from '@coop/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import '../../../components/button-variants.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { catalog } from '../../../config/catalog';
import type { AnnouncementFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import type { SessionUser } from '../../../lib/auth-storage';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAnnouncements, useCancelAnnouncement } from '../api/announcements';
import { messagesUiMessages as messages, reachText } from '../messages-ui-messages';
import '../messages.css';

const noun = { one: 'message', many: 'messages' };

/** The outbox's view of one message's deliveries, where an administrator sees each one and retries a failure. */
const outboxOf = (ref: string) => `${memberAreaHref('system', 'outbox')}?ref=${encodeURIComponent(ref)}`;

/** Its state and when it went, goes or would have gone, on the co-op's clock. */
function stateText(announcement: AnnouncementFieldsFragment): string {
  const at = (iso: string) => formatDateTime(iso, catalog().timeZone);
  switch (announcement.state) {
    case 'scheduled':
      return `Scheduled for ${at(announcement.sendAt)}`;
    case 'sending':
      return `Sending since ${at(announcement.sentAt ?? announcement.sendAt)}`;
    case 'sent':
      return `Sent on ${at(announcement.sentAt ?? announcement.sendAt)}`;
    case 'cancelled':
      return `Cancelled; it was to go on ${at(announcement.sendAt)}`;
  }
}

/**
 * The Sent tab (administrators and teachers): the messages written, newest first, each with its state, audience,
 * reach and how its e-mails went; a scheduled one can be cancelled until it goes.
 */
export function SentAnnouncements({ viewer }: { viewer: SessionUser }) {
  const list = useAnnouncements();
  const [cancel, { loading: cancelling }] = useCancelAnnouncement();
  const [notice, setNotice] = useState<Notice>(null);
  const [asked, setAsked] = useState<AnnouncementFieldsFragment | null>(null);

  async function confirmCancel() {
    if (!asked) return;
    try {
      await cancel({ variables: { id: asked.id } });
      setNotice({ kind: 'success', text: messages.cancelled(asked.subject) });
    } catch (failure) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, { refused: messages.cancelRefused, unreachable: messages.cancelUnreachable }),
      });
    } finally {
      setAsked(null);
    }
  }

  return (
    <section className="member-panel" aria-labelledby="sent-heading">
      <h2 id="sent-heading">Sent</h2>
      <p>
        {viewer.role === 'admin'
          ? 'Every announcement, newest first, and how its e-mails went.'
          : 'Your announcements, newest first, and how their e-mails went.'}
      </p>
      <NoticeRegion notice={notice} />
      <PagedList
        list={list}
        noun={noun}
        empty={messages.sentEmpty}
        failures={{ refused: messages.sentLoadFailed, unreachable: messages.sentUnreachable }}
      >
        <ul className="messages-list">
          {list.nodes.map((announcement) => (
            <SentItem
              key={announcement.id}
              announcement={announcement}
              linkToOutbox={viewer.role === 'admin'}
              onCancel={() => setAsked(announcement)}
            />
          ))}
        </ul>
      </PagedList>
      <ConfirmDialog
        open={asked !== null}
        title="Cancel this message?"
        confirmLabel="Cancel message"
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsked(null)}
      >
        <p>"{asked?.subject}" will not be sent, and no one will receive it.</p>
      </ConfirmDialog>
    </section>
  );
}

type SentItemProps = {
  announcement: AnnouncementFieldsFragment;
  linkToOutbox: boolean;
  onCancel: () => void;
};

function SentItem({ announcement, linkToOutbox, onCancel }: SentItemProps) {
  const { delivery, reach } = announcement;
  const deliveries = `${delivery.sent} sent, ${delivery.queued} queued, ${delivery.failed} failed`;
  return (
    <li className="messages-list__item">
      <h3 className="messages-list__subject">{announcement.subject}</h3>
      <p className="messages-list__facts">
        {announcement.urgent && <span className="messages-urgent">Urgent</span>}
        {stateText(announcement)} · by {announcement.author}
      </p>
      <p className="messages-list__facts">To {announcement.audience.label}</p>
      {reach && <p className="messages-list__facts">{reachText(reach)}</p>}
      {announcement.state !== 'scheduled' && announcement.state !== 'cancelled' && (
        <p className="messages-list__facts">
          E-mails:{' '}
          {linkToOutbox ? (
            <Link to={outboxOf(announcement.ref)} aria-label={`E-mails of ${announcement.subject}: ${deliveries}`}>
              {deliveries}
            </Link>
          ) : (
            deliveries
          )}
        </p>
      )}
      {announcement.state === 'scheduled' && (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`Cancel ${announcement.subject}`}
          onClick={onCancel}
        >
          Cancel
        </button>
      )}
    </li>
  );
}

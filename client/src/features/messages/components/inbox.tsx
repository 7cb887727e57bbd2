import { mailPreferencesMessages, mailPreferencesPath } from '@coop/contract';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import '../../../components/button-variants.css';
import { LoadingStatus } from '../../../components/loading-status';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { catalog } from '../../../config/catalog';
import type { InboxFieldsFragment } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useInbox, useMarkAnnouncementRead } from '../api/inbox';
import { messagesUiMessages as messages } from '../messages-ui-messages';
import '../messages.css';

// A message's markdown parser comes with the first message opened.
const Markdown = lazy(async () => ({ default: (await import('../../../components/markdown')).Markdown }));

const noun = { one: 'message', many: 'messages' };

/**
 * The Inbox tab (every member): the co-op's announcements to them, newest first. An unread one says so, in words a
 * screen reader reads with its title; opening it marks it read, and it can be marked unread again.
 */
export function Inbox() {
  const list = useInbox();
  const [mark] = useMarkAnnouncementRead();
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function markRead(message: InboxFieldsFragment, read: boolean) {
    try {
      await mark({ variables: { id: message.id, read } });
      setNotice(read ? null : { kind: 'success', text: `"${message.subject}" is marked unread.` });
    } catch (failure) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, { refused: messages.markFailed, unreachable: messages.markFailed }),
      });
    }
  }

  function toggle(message: InboxFieldsFragment) {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.read) void markRead(message, true);
  }

  const unread = list.nodes.filter((message) => !message.read).length;
  return (
    <section className="member-panel" aria-labelledby="inbox-heading">
      <h2 id="inbox-heading">Inbox</h2>
      <p>
        Announcements from the co-op, newest first. Which ones reach you by e-mail is up to you:{' '}
        <Link to={mailPreferencesPath}>{mailPreferencesMessages.heading}</Link>.
      </p>
      <NoticeRegion notice={notice} />
      {list.nodes.length > 0 && <p className="messages-inbox__unread">{messages.unread(unread)}</p>}
      <PagedList
        list={list}
        noun={noun}
        empty={messages.inboxEmpty}
        failures={{ refused: messages.inboxLoadFailed, unreachable: messages.inboxUnreachable }}
      >
        <ul className="messages-list">
          {list.nodes.map((message) => (
            <InboxItem
              key={message.id}
              message={message}
              open={open === message.id}
              onToggle={() => toggle(message)}
              onMarkUnread={() => void markRead(message, false)}
            />
          ))}
        </ul>
      </PagedList>
    </section>
  );
}

type InboxItemProps = {
  message: InboxFieldsFragment;
  open: boolean;
  onToggle: () => void;
  onMarkUnread: () => void;
};

/** One message: its title opens and closes it; the time is on the co-op's clock, as everywhere in Messages. */
function InboxItem({ message, open, onToggle, onMarkUnread }: InboxItemProps) {
  const bodyId = `inbox-${message.id}`;
  return (
    <li className={message.read ? 'messages-list__item' : 'messages-list__item messages-list__item--unread'}>
      <h3 className="messages-list__subject">
        <button
          type="button"
          className="messages-inbox__toggle"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={onToggle}
        >
          {!message.read && <span className="messages-unread">Unread</span>}
          {message.urgent && <span className="messages-urgent">Urgent</span>}
          <span className="messages-inbox__title">{message.subject}</span>
        </button>
      </h3>
      <p className="messages-list__facts">
        From {message.author} ·{' '}
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, catalog().timeZone)}</time>
      </p>
      {open && (
        <div id={bodyId} className="messages-inbox__body">
          <div className="rich-text">
            <Suspense fallback={<LoadingStatus />}>
              <Markdown source={message.body} />
            </Suspense>
          </div>
          {message.read && (
            <button type="button" className="button button--secondary button--small" onClick={onMarkUnread}>
              Mark unread
            </button>
          )}
        </div>
      )}
    </li>
  );
}

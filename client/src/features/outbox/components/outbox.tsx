import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../../../components/button-variants.css';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import type { OutboxMessagesQuery } from '../../../graphql/graphql';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOutboxMessages } from '../api/outbox-messages';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { outboxStateLabels, outboxUiMessages } from '../outbox-ui-messages';
import '../outbox.css';

type OutboxMessage = OutboxMessagesQuery['outboxMessages']['edges'][number]['node'];

const noun = { one: 'message', many: 'messages' };

/** The address's parameters: `?ref=announcement:<id>` (one message's deliveries), `?state=failed`. */
const outboxQuery = { ref: 'ref', state: 'state' } as const;

/** The query string with one parameter set, or removed (null), the others kept. */
function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return `?${next}`;
}

/** The Outbox tab (administrators): every e-mail the site sent or is sending, how it went, and a retry. */
export function Outbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ref = searchParams.get(outboxQuery.ref) || null;
  const failedOnly = searchParams.get(outboxQuery.state) === 'failed';
  const list = useOutboxMessages({ ref, failedOnly });
  const [retry] = useRetryOutboxMessage();
  const [notice, setNotice] = useState<Notice>(null);
  const [retrying, setRetrying] = useState<string | null>(null);

  async function retryMessage(message: OutboxMessage) {
    // A busy button stays enabled (a disabled one would drop the focus); a second press waits.
    if (retrying) return;
    setRetrying(message.id);
    setNotice(null);
    try {
      await retry({ variables: { id: message.id } });
      setNotice({ kind: 'success', text: `${message.subject}, to ${message.recipient}: ${outboxUiMessages.retried}` });
      await list.refetch();
    } catch (failure) {
      setNotice({
        kind: 'error',
        text: apolloErrorMessage(failure, {
          refused: outboxUiMessages.retryRefused,
          unreachable: outboxUiMessages.retryUnreachable,
        }),
      });
    } finally {
      setRetrying(null);
    }
  }

  return (
    <section className="member-panel" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">Outbox</h2>
      <p>Every e-mail the site sends, newest first, and whether it went.</p>
      {ref && (
        <p>
          {outboxUiMessages.deliveriesOf(ref)}{' '}
          <Link to={{ search: withParam(searchParams, outboxQuery.ref, null) }}>{outboxUiMessages.showAll}</Link>
        </p>
      )}
      <label className="outbox__filter">
        <input
          type="checkbox"
          checked={failedOnly}
          onChange={(event) =>
            setSearchParams(withParam(searchParams, outboxQuery.state, event.target.checked ? 'failed' : null))
          }
        />{' '}
        {outboxUiMessages.failedOnly}
      </label>
      <NoticeRegion notice={notice} />
      <PagedList
        list={list}
        noun={noun}
        empty={ref || failedOnly ? outboxUiMessages.noneMatch : outboxUiMessages.empty}
        failures={{ refused: outboxUiMessages.loadRefused, unreachable: outboxUiMessages.loadUnreachable }}
      >
        <MemberTable labelledBy="outbox-heading" columns={['Subject', 'To', 'State', 'Tries', 'Time', 'Actions']}>
          {list.nodes.map((message) => (
            <tr key={message.id}>
              <th scope="row" className="member-table__name">
                {message.subject}
                {message.text !== null && (
                  <details>
                    <summary>Show message</summary>
                    <pre className="outbox__text">{message.text}</pre>
                  </details>
                )}
              </th>
              <td>{message.recipient}</td>
              <td>
                {outboxStateLabels[message.state]}
                {message.state === 'failed' && message.lastError && <>: {message.lastError}</>}
              </td>
              <td>{message.tries}</td>
              <td>
                <time dateTime={message.sentAt ?? message.createdAt}>
                  {formatDateTime(message.sentAt ?? message.createdAt)}
                </time>
              </td>
              <td>
                {message.state === 'failed' && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Retry ${message.subject} to ${message.recipient}`}
                    aria-disabled={retrying !== null}
                    onClick={() => void retryMessage(message)}
                  >
                    {retrying === message.id ? 'Retrying…' : 'Retry'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </MemberTable>
      </PagedList>
    </section>
  );
}

// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { of } from 'rxjs';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { connectionPolicies } from '../../../lib/connection-pages';
import { Outbox } from './outbox';

afterEach(cleanup);

const node = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'OutboxMessage',
  id,
  kind: 'account_approved',
  recipient: `${id}@coop.example`,
  subject: `Message ${id}`,
  state: 'sent',
  tries: 1,
  createdAt: '2026-11-20T15:00:00.000Z',
  sentAt: '2026-11-20T15:00:01.000Z',
  lastError: null,
  text: `Hello ${id}`,
  ...fields,
});

function renderOutbox(address = '/secure/system/outbox') {
  const retried: string[] = [];
  const asked: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'RetryOutboxMessage') {
      retried.push((operation.variables as { id: string }).id);
      return of({ data: { retryOutboxMessage: true } });
    }
    if (operation.operationName === 'ListVersions') {
      const versions = { users: 0, files: 0, links: 0, trash: 0, submissions: 0, outbox: 1 };
      return of({ data: { listVersions: { __typename: 'ListVersions', ...versions } } });
    }
    asked.push(operation.variables);
    const nodes = [
      node('reset', { kind: 'password_reset_link', text: null }),
      node('refused', { state: 'failed', sentAt: null, lastError: '550 No such mailbox' }),
    ];
    return of({
      data: {
        outboxMessages: {
          __typename: 'OutboxMessageConnection',
          edges: nodes.map((each) => ({ __typename: 'OutboxMessageEdge', node: each })),
          pageInfo: { __typename: 'PageInfo', endCursor: 'end', hasNextPage: false },
        },
      },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: connectionPolicies }) });
  render(
    <MemoryRouter initialEntries={[address]}>
      <ApolloProvider client={client}>
        <Outbox />
      </ApolloProvider>
    </MemoryRouter>,
  );
  return { retried, asked };
}

it('lists each message with its state, shows a body only when there is one, and retries a failed one', async () => {
  const { retried } = renderOutbox();
  expect(await screen.findByText('Message reset')).toBeTruthy();
  expect(screen.getByText('Failed: 550 No such mailbox')).toBeTruthy();
  expect(screen.getByText('Sent')).toBeTruthy();
  // The reset link's body is never sent to the browser, so there is nothing to disclose.
  expect(screen.getAllByText('Show message')).toHaveLength(1);
  expect(screen.getByText('Hello refused')).toBeTruthy();
  expect(screen.getByText('Showing all 2 messages.')).toBeTruthy();

  expect(screen.queryByRole('button', { name: 'Retry Message reset to reset@coop.example' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry Message refused to refused@coop.example' }));
  await waitFor(() => expect(retried).toEqual(['refused']));
  expect(await screen.findByText(/Message refused, to refused@coop.example: Queued again/)).toBeTruthy();
});

it("asks for one message's deliveries from the address's ref, and for the failed ones when ticked", async () => {
  const { asked } = renderOutbox('/secure/system/outbox?ref=announcement:7');
  expect(await screen.findByText(/Deliveries of announcement:7, one per recipient/)).toBeTruthy();
  expect(asked.at(-1)).toMatchObject({ ref: 'announcement:7', state: null });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Only failed messages' }));
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ ref: 'announcement:7', state: 'failed' }));
  fireEvent.click(screen.getByRole('link', { name: 'Show all mail' }));
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ ref: null, state: 'failed' }));
});

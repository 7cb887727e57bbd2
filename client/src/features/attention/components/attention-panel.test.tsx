// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AttentionPanel } from './attention-panel';

afterEach(cleanup);

const item = (kind: string, text: string, href: string, done: boolean) => ({
  __typename: 'AttentionItem',
  kind,
  text,
  href,
  done,
});

function renderPanel(attention: unknown) {
  const link = new ApolloLink(() => of({ data: { attention } }));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <AttentionPanel />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('Needs your attention', () => {
  it('lists what needs doing first, each a link to where it is handled, and what is done after it, marked done', async () => {
    renderPanel([
      item(
        'ACCOUNTS_WAITING',
        'No accounts are waiting for approval.',
        '/secure/dashboard?tab=users&group=pending',
        true,
      ),
      item('NEW_ENROLLMENTS', '3 enrollments came in since you last looked.', '/secure/office/enrollments', false),
    ]);
    const section = await screen.findByRole('region', { name: 'Needs your attention' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '3 enrollments came in since you last looked.',
      'Done: No accounts are waiting for approval.',
    ]);
    expect(within(lines[0]).getByRole('link').getAttribute('href')).toBe('/secure/office/enrollments');
    expect(within(lines[1]).getByRole('link').getAttribute('href')).toBe('/secure/dashboard?tab=users&group=pending');
    expect(within(section).queryByText('All done: nothing needs your attention.')).toBeNull();
  });

  it('says that all is done when nothing is left to do', async () => {
    renderPanel([item('FAILED_MAIL', 'Every message was sent.', '/secure/system/outbox', true)]);
    expect(await screen.findByText('All done: nothing needs your attention.')).toBeTruthy();
  });
});

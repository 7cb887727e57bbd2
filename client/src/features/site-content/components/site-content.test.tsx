// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { contentMessages } from '@coop/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, expect, it } from 'vitest';
import type { Role } from '../../../graphql/graphql';
import { connectionPolicies } from '../../../lib/connection-pages';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import { SiteContent } from './site-content';

afterEach(cleanup);

const newsBody = `${JSON.stringify(
  [{ id: 'picnic', type: 'event', date: '2026-12-01', title: 'Picnic', excerpt: 'Bring food.', featured: false }],
  null,
  2,
)}\n`;

type Saved = { key: string; body: string; baseRevision: number };

const bodies: Record<string, string> = {
  'classes/grade3.md': 'Third graders read **chapter books**.\n',
};

type ChecklistItem = { what: string; where: string; value: string; editPath: string };

function renderTab(
  role: Role,
  editable: string[],
  answers: ('conflict' | 'saved')[] = [],
  checklist: ChecklistItem[] = [],
  section?: string,
) {
  const saves: Saved[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    switch (operation.operationName) {
      case 'EditableContent':
        return of({ data: { editableContent: editable } });
      case 'ContentDocument':
        return of({
          data: {
            contentDocument: {
              __typename: 'ContentDocument',
              key: variables.key,
              body: bodies[variables.key as string] ?? newsBody,
              revision: 7,
              updatedAt: '2026-11-20T15:00:00.000Z',
              updatedBy: 'Ada Admin',
            },
          },
        });
      case 'SaveContentDocument': {
        const input = variables.input as Saved;
        saves.push(input);
        if (answers.shift() === 'conflict')
          return of({ errors: [{ message: contentMessages.conflict, extensions: { code: 'CONFLICT' } }] });
        return of({
          data: {
            saveContentDocument: {
              __typename: 'ContentDocument',
              ...input,
              revision: 8,
              updatedAt: '2026-11-26T15:00:00.000Z',
              updatedBy: 'Ada Admin',
            },
          },
        });
      }
      case 'GoLiveChecklist':
        return of({ data: { goLiveChecklist: checklist.map((item) => ({ __typename: 'GoLiveItem', ...item })) } });
      case 'ContentChanges':
        return of({
          data: {
            contentChanges: {
              __typename: 'ContentVersionConnection',
              edges: [
                {
                  __typename: 'ContentVersionEdge',
                  node: {
                    __typename: 'ContentVersion',
                    revision: 7,
                    key: 'news.json',
                    action: 'save',
                    authorName: 'Ada Admin',
                    createdAt: '2026-11-20T15:00:00.000Z',
                    summary: 'Added "Picnic"',
                  },
                },
              ],
              pageInfo: { __typename: 'PageInfo', endCursor: '7', hasNextPage: false },
            },
          },
        });
      default:
        return of({
          data: {
            contentHistory: {
              __typename: 'ContentVersionConnection',
              edges: [],
              pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            },
          },
        });
    }
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: connectionPolicies }) });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[`/secure/dashboard?tab=site${section ? `&section=${section}` : ''}`]}>
        <SiteContent
          viewer={{
            id: '1',
            name: 'Staff',
            email: 'staff@example.test',
            role,
            status: 'approved',
            createdAt: '2026-01-01T00:00:00.000Z',
          }}
        />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return saves;
}

it("offers a teacher the sections of the documents they may edit, without the administrators' ones", async () => {
  renderTab('teacher', ['news.json', 'classes/grade3.md', 'grade-pages/grade3.md']);
  const sections = await screen.findByRole('tablist', { name: 'Site content sections' });
  expect(
    within(sections)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['News and events', 'Pages', 'History']);
  expect(await screen.findByText('Picnic', { selector: 'p' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
});

it('checks a new item, keeps what was typed when the save meets a conflict, then saves it first in the list', async () => {
  const saves = renderTab('admin', ['news.json', 'notice.json', 'site.json'], ['conflict', 'saved']);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a news item or event' }));
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a news item or event' })),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
  expect(screen.getByText(messages.titleRequired)).toBeTruthy();
  expect(screen.getByText(messages.excerptRequired)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
  expect(saves).toEqual([]);

  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'event' } });
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-01-15' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring picnic' } });
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Bring a blanket.' } });
  fireEvent.click(screen.getByLabelText(/^Featured/));
  fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
  expect(await screen.findByText(contentMessages.conflict)).toBeTruthy();
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Spring picnic');

  fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
  expect(await screen.findByText('Saved "Spring picnic".')).toBeTruthy();
  // The form closes; the keyboard goes on from the button that opens it again.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a news item or event' })),
  );
  expect(saves).toHaveLength(2);
  expect(saves[1].key).toBe('news.json');
  expect(saves[1].baseRevision).toBe(7);
  expect(JSON.parse(saves[1].body)).toEqual([
    {
      id: 'spring-picnic',
      type: 'event',
      date: '2027-01-15',
      title: 'Spring picnic',
      excerpt: 'Bring a blanket.',
      featured: true,
    },
    JSON.parse(newsBody)[0],
  ]);
  expect(screen.getByRole('button', { name: 'Delete Picnic' })).toBeTruthy();
});

it('previews a page as the public page draws it, links limited to safe addresses, and saves its markdown', async () => {
  const saves = renderTab('teacher', ['news.json', 'classes/grade3.md'], ['saved']);
  fireEvent.click(await screen.findByRole('tab', { name: 'Pages' }));
  const source = (await screen.findByLabelText('Markdown')) as HTMLTextAreaElement;
  expect(source.value).toBe(bodies['classes/grade3.md']);
  expect(screen.getByLabelText('Page')).toHaveProperty('value', 'classes/grade3.md');
  expect(screen.getByRole('button', { name: 'Save page' })).toHaveProperty('disabled', true);

  const edited = '## Reading\n\n[Our list](https://example.org/list) and [a trick](javascript:alert(1)).\n';
  fireEvent.change(source, { target: { value: edited } });
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByRole('heading', { name: 'Reading' })).toBeTruthy();
  expect(within(preview).getByRole('link', { name: 'Our list' }).getAttribute('href')).toBe('https://example.org/list');
  expect(within(preview).queryByRole('link', { name: 'a trick' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
  expect(await screen.findByText(messages.saved)).toBeTruthy();
  expect(saves).toEqual([{ key: 'classes/grade3.md', body: edited, baseRevision: 7 }]);
});

it('shows an administrator the changes log and the placeholders left, or that nothing is left', async () => {
  renderTab('admin', ['news.json'], [], [], 'changes');
  expect(await screen.findByRole('cell', { name: 'Ada Admin' })).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'Added "Picnic"' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'news.json' }).getAttribute('href')).toBe(
    '/secure/dashboard?tab=site&section=history&key=news.json',
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Before going live' }));
  expect(await screen.findByText(messages.checklistEmpty)).toBeTruthy();
  cleanup();

  const phone = {
    what: 'Phone',
    where: 'site.json',
    value: '(479) 555-0100',
    editPath: '/secure/dashboard?tab=site&section=contact',
  };
  renderTab('admin', ['news.json', 'site.json'], [], [phone], 'checklist');
  expect(await screen.findByText('(479) 555-0100', { exact: false })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Edit Phone' }).getAttribute('href')).toBe(phone.editPath);
});

it('opens the form of the news item named in the address, as the checklist links to it', async () => {
  renderTab('admin', ['news.json'], [], [], 'news&item=picnic');
  expect(await screen.findByRole('heading', { name: 'Edit "Picnic"' })).toBeTruthy();
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Picnic');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('button', { name: 'Add a news item or event' })).toBeTruthy();
});

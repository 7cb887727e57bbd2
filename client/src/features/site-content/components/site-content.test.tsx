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

const resources = {
  documents: [
    {
      name: 'Conduct Policy',
      url: '/content/documents/conduct.pdf',
      description: 'How we treat one another.',
      type: 'presentation',
    },
  ],
  links: [
    { name: 'Khan Academy', url: 'https://www.khanacademy.org/', description: 'Free lessons.' },
    { name: 'Academic Advantage', url: 'https://example.org/academic-advantage', description: 'Tutoring.' },
  ],
};

const bodies: Record<string, string> = {
  'classes/grade3.md': 'Third graders read **chapter books**.\n',
  'resources.json': `${JSON.stringify(resources, null, 2)}\n`,
};

type ChecklistItem = { group: 'site' | 'server'; what: string; value: string; todo: string; editPath: string };

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
      <MemoryRouter initialEntries={[`/secure/site/content${section ? `?section=${section}` : ''}`]}>
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
  // Nothing changed yet: the button says so and sends nothing, but keeps a keyboard user's focus when pressed.
  expect(screen.getByRole('button', { name: 'Save page' }).getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Save page' }));

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
    '/secure/site/content?section=history&key=news.json',
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Before going live' }));
  expect(await screen.findByText(messages.checklistEmpty)).toBeTruthy();
  cleanup();

  const phone: ChecklistItem = {
    group: 'site',
    what: 'Phone',
    value: '(479) 555-0100',
    todo: 'Enter the number families should call.',
    editPath: '/secure/site/content?section=contact',
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

it('opens the link the checklist names, refuses a partial address, keeps the typing through a conflict, saves', async () => {
  const saves = renderTab(
    'admin',
    ['news.json', 'site.json', 'resources.json'],
    ['conflict', 'saved'],
    [],
    `resources&item=${encodeURIComponent('https://example.org/academic-advantage')}`,
  );
  expect(await screen.findByRole('heading', { name: 'Edit "Academic Advantage"' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Earlier versions of resources.json' }).getAttribute('href')).toBe(
    '/secure/site/content?section=history&key=resources.json',
  );
  const address = screen.getByLabelText('Address') as HTMLInputElement;
  expect(address.value).toBe('https://example.org/academic-advantage');

  fireEvent.change(address, { target: { value: 'academicadvantage.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
  expect(screen.getByText(messages.resourceAddressInvalid)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Address')));
  expect(saves).toEqual([]);

  fireEvent.change(address, { target: { value: 'https://academicadvantage.example/' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Tutoring in Rogers.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
  expect(await screen.findByText(contentMessages.conflict)).toBeTruthy();
  expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('https://academicadvantage.example/');

  fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
  expect(await screen.findByText('Saved "Academic Advantage".')).toBeTruthy();
  expect(saves).toHaveLength(2);
  expect(saves[1].key).toBe('resources.json');
  expect(saves[1].baseRevision).toBe(7);
  const expected = {
    ...resources,
    links: [
      resources.links[0],
      { name: 'Academic Advantage', url: 'https://academicadvantage.example/', description: 'Tutoring in Rogers.' },
    ],
  };
  expect(saves[1].body).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  expect(await screen.findByText('https://academicadvantage.example/')).toBeTruthy();
});

it('lets an administrator rename a document but not its file, add a link at the end and remove one', async () => {
  const saves = renderTab('admin', ['news.json', 'resources.json'], ['saved', 'saved', 'saved'], [], 'resources');
  const sections = await screen.findByRole('tablist', { name: 'Site content sections' });
  expect(within(sections).getByRole('tab', { name: 'Resources', selected: true })).toBeTruthy();

  fireEvent.click(await screen.findByRole('button', { name: 'Edit Conduct Policy' }));
  expect(screen.queryByLabelText('Address')).toBeNull();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Student Conduct Policy' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save document' }));
  expect(await screen.findByText('Saved "Student Conduct Policy".')).toBeTruthy();
  expect(JSON.parse(saves[0].body).documents).toEqual([{ ...resources.documents[0], name: 'Student Conduct Policy' }]);

  fireEvent.click(await screen.findByRole('button', { name: 'Add a link' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
  expect(screen.getByText(messages.resourceNameRequired)).toBeTruthy();
  expect(screen.getByText(messages.resourceDescriptionRequired)).toBeTruthy();
  expect(saves).toHaveLength(1);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Library' } });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'https://library.example/' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Books.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
  expect(await screen.findByText('Saved "Library".')).toBeTruthy();
  expect(JSON.parse(saves[1].body).links.at(-1)).toEqual({
    name: 'Library',
    url: 'https://library.example/',
    description: 'Books.',
  });

  fireEvent.click(await screen.findByRole('button', { name: 'Remove Khan Academy' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
  expect(await screen.findByText('Removed "Khan Academy".')).toBeTruthy();
  expect(JSON.parse(saves[2].body).links.map((link: { name: string }) => link.name)).toEqual([
    'Academic Advantage',
    'Library',
  ]);
});

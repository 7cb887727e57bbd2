// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, expect, it } from 'vitest';
import type { GoLiveChecklistQuery } from '../../../graphql/editors/graphql';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import { ChecklistSection } from './checklist-section';

afterEach(cleanup);

type Item = GoLiveChecklistQuery['goLiveChecklist'][number];

const email: Item = {
  group: 'site',
  what: "The co-op's e-mail address, in Contact Us on the home page and on every class page",
  value: 'info@example.org',
  todo: 'Enter the address families should write to.',
  editPath: '/secure/site/content?section=contact',
};
const classes: Item = {
  group: 'site',
  what: 'The classes on the Classes page, the class pages and the enrollment form',
  value: '',
  todo: 'All 33 classes are still exactly as in the example schedule the site came with.',
  editPath: '/secure/site/schedule',
};
const delivery: Item = {
  group: 'server',
  what: 'E-mail delivery',
  value: '',
  todo: 'No mail server is set, so nobody receives the messages. Ask whoever runs the server to set SMTP_URL.',
  editPath: '',
};

function renderChecklist(items: Item[]) {
  const link = new ApolloLink(() =>
    of({ data: { goLiveChecklist: items.map((item) => ({ __typename: 'GoLiveItem', ...item })) } }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter>
        <ChecklistSection />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const group = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading })).closest('section')!);

it('groups what is changed here apart from what whoever runs the server changes', async () => {
  renderChecklist([email, classes, delivery]);
  const site = await group(messages.checklistSiteHeading);
  expect(site.getByText(messages.checklistSiteIntro)).toBeTruthy();
  expect(site.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
    email.what,
    classes.what,
  ]);
  const server = await group(messages.checklistServerHeading);
  expect(server.getByText(messages.checklistServerIntro)).toBeTruthy();
  expect(server.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([delivery.what]);
});

it('says what each item still shows and what to do, with Edit only where the dashboard changes it', async () => {
  renderChecklist([email, classes, delivery]);
  const site = await group(messages.checklistSiteHeading);
  const emailItem = within(site.getByText(email.what, { selector: 'p' }).closest('li')!);
  expect(emailItem.getByText('info@example.org', { selector: 'q' }).parentElement?.textContent).toBe(
    'Still info@example.org',
  );
  expect(emailItem.getByText(email.todo)).toBeTruthy();
  expect(emailItem.getByRole('link', { name: `Edit ${email.what}` }).getAttribute('href')).toBe(email.editPath);
  // Nothing to quote: no "Still" line.
  expect(within(site.getByText(classes.what, { selector: 'p' }).closest('li')!).queryByText(/^Still/)).toBeNull();

  const server = await group(messages.checklistServerHeading);
  expect(server.getByText(delivery.todo)).toBeTruthy();
  expect(server.queryByRole('link')).toBeNull();
});

it('shows only the groups that have something left', async () => {
  renderChecklist([delivery]);
  expect(await screen.findByRole('heading', { name: messages.checklistServerHeading })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: messages.checklistSiteHeading })).toBeNull();
});

it('says so when nothing is left', async () => {
  renderChecklist([]);
  expect(await screen.findByText(messages.checklistEmpty)).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
});

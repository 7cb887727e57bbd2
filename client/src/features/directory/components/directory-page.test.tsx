// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { directoryMessages } from '@coop/contract';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { DirectoryPage } from './directory-page';

afterEach(cleanup);

const household = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'DirectoryHousehold',
  id,
  name: null,
  phone: null,
  guardians: [],
  children: [],
  ...fields,
});

const listing = (fields: Record<string, unknown> = {}) => ({
  myDirectoryListing: {
    __typename: 'DirectoryListing',
    householdId: 'h-1',
    householdName: 'The Rivera family',
    listed: false,
    fields: [],
    ...fields,
  },
});

it('shows each listed household with only what it shows, headed by its name or its guardians', async () => {
  renderWithGraphql(<DirectoryPage parent />, {
    Directory: () => ({
      directory: [
        household('a', {
          name: 'The Abbott family',
          phone: '(479) 555-0111',
          guardians: [{ __typename: 'DirectoryGuardian', name: 'Maria Abbott', email: 'maria@example.org' }],
          children: [
            { __typename: 'DirectoryChild', firstName: 'Ben', grade: '4' },
            { __typename: 'DirectoryChild', firstName: 'Sam', grade: null },
          ],
        }),
        household('b', { guardians: [{ __typename: 'DirectoryGuardian', name: 'Lee Quiet', email: null }] }),
      ],
    }),
    MyDirectoryListing: () => listing(),
  });
  const list = await screen.findByRole('list', { name: 'Listed households' });
  const [abbott, quiet] = within(list).getAllByRole('listitem');
  expect(within(abbott).getByRole('heading', { name: 'The Abbott family' })).toBeTruthy();
  expect(
    within(abbott)
      .getAllByRole('definition')
      .map((item) => item.textContent),
  ).toEqual(['Maria Abbott, maria@example.org', 'Ben, grade 4', 'Sam', '(479) 555-0111']);
  expect(within(abbott).getByRole('link', { name: '(479) 555-0111' }).getAttribute('href')).toBe('tel:+14795550111');
  expect(within(quiet).getByRole('heading', { name: 'Lee Quiet' })).toBeTruthy();
  expect(
    within(quiet)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Guardian']);
});

it('says when nothing is listed, and when a search finds nothing', async () => {
  const { sent } = renderWithGraphql(<DirectoryPage parent={false} />, {
    Directory: () => ({ directory: [] }),
    MyDirectoryListing: () => ({ myDirectoryListing: null }),
  });
  expect(await screen.findByText(directoryMessages.empty)).toBeTruthy();
  // A teacher or an administrator who guards no household is not offered a listing.
  expect(screen.queryByRole('region', { name: 'Your household’s listing' })).toBeNull();
  fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: ' Nell ' } });
  expect(await screen.findByText(directoryMessages.noMatch('Nell'))).toBeTruthy();
  expect(sent.filter((call) => call.operation === 'Directory').map((call) => call.variables.search)).toEqual([
    null,
    'Nell',
  ]);
});

it("saves the household's choices, checked with the shared rule first", async () => {
  const { sent } = renderWithGraphql(<DirectoryPage parent />, {
    Directory: () => ({ directory: [] }),
    MyDirectoryListing: () => listing(),
    SetMyDirectoryListing: (variables) => ({
      setMyDirectoryListing: { ...listing().myDirectoryListing, ...(variables.input as object) },
    }),
  });
  const region = await screen.findByRole('region', { name: 'Your household’s listing' });
  expect(region.textContent).toContain(directoryMessages.notListed);
  fireEvent.click(within(region).getByRole('checkbox', { name: 'List our household in the directory' }));
  fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
  expect(within(region).getByRole('alert').textContent).toBe(directoryMessages.fieldsRequired);
  expect(sent.some((call) => call.operation === 'SetMyDirectoryListing')).toBe(false);

  fireEvent.click(within(region).getByRole('checkbox', { name: "The children's first names and grades" }));
  fireEvent.click(within(region).getByRole('checkbox', { name: "The household's name" }));
  fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
  expect(await within(region).findByText(directoryMessages.saved)).toBeTruthy();
  expect(sent.find((call) => call.operation === 'SetMyDirectoryListing')?.variables.input).toEqual({
    listed: true,
    fields: ['householdName', 'children'],
  });
});

it('tells a parent who guards no household how to get one', async () => {
  renderWithGraphql(<DirectoryPage parent />, {
    Directory: () => ({ directory: [] }),
    MyDirectoryListing: () => ({ myDirectoryListing: null }),
  });
  const region = await screen.findByRole('region', { name: 'Your household’s listing' });
  expect(await within(region).findByText(directoryMessages.noHousehold)).toBeTruthy();
});

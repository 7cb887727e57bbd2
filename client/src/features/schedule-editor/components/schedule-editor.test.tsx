// @vitest-environment happy-dom
import { contentMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/auth-storage';
import { classEnrollment, renderWithGraphql } from '../../enrollment-office/test-graphql';
import { ScheduleEditor } from './schedule-editor';

const teacher = {
  id: 't1',
  email: 'tess@example.org',
  name: 'Tess',
  role: 'teacher',
  status: 'approved',
  createdAt: '2026-08-01T00:00:00.000Z',
} as SessionUser;

// A Thursday of the school year; History & Language Arts (Grades 3–4) meets on Tuesdays.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-02-04T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const document = (body: string, revision: number) => ({
  contentDocument: { __typename: 'ContentDocument', key: 'schedule-changes.json', body, revision },
});

/** The Schedule tab as an administrator sees it, over this catalog.json (revision 3); saves answer as the server does. */
function renderAdminEditor(catalogBody: string) {
  return renderWithGraphql(<ScheduleEditor viewer={{ ...teacher, role: 'admin' } as SessionUser} />, {
    ScheduleDocument: (variables) =>
      variables.key === 'catalog.json'
        ? { contentDocument: { __typename: 'ContentDocument', key: 'catalog.json', body: catalogBody, revision: 3 } }
        : document('[]\n', 7),
    EnrollmentClasses: () => ({ enrollmentClasses: [] }),
    ApprovedTeachers: () => ({ userConnection: { edges: [] } }),
    SaveScheduleDocument: (variables) => ({
      saveContentDocument: {
        __typename: 'ContentDocument',
        key: 'catalog.json',
        body: (variables.input as { body: string }).body,
        revision: 9,
      },
    }),
  });
}

it("a teacher adds a change to their own class's meeting; a refused save keeps every field", async () => {
  const answers = [
    () => ({ error: contentMessages.conflict }),
    (variables: Record<string, unknown>) => {
      const input = variables.input as { body: string };
      return { saveContentDocument: document(input.body, 8).contentDocument };
    },
  ];
  const { sent } = renderWithGraphql(<ScheduleEditor viewer={teacher} />, {
    ScheduleDocument: () => document('[]\n', 7),
    MyClasses: () => ({ myClasses: [classEnrollment('history_la_3rd_4th')] }),
    SaveScheduleDocument: (variables) => answers.shift()!(variables),
  });
  const form = await screen.findByRole('form', { name: 'Add a change' });
  const classes = within(form).getByLabelText(/^Class/) as HTMLSelectElement;
  // Only the teacher's own class is offered.
  expect([...classes.options].map((option) => option.text)).toEqual(['History & Language Arts (Grades 3–4)']);
  fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2027-02-09' } });
  fireEvent.change(within(form).getByLabelText(/^Note for families/), { target: { value: 'Field trip day' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));

  // The alert region is always in the page (so that it is announced); what is waited for is its message.
  await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', contentMessages.conflict));
  expect((within(form).getByLabelText(/^Date/) as HTMLSelectElement).value).toBe('2027-02-09');
  expect((within(form).getByLabelText(/^Note for families/) as HTMLInputElement).value).toBe('Field trip day');

  fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
  expect(await screen.findByText(/The change is saved/)).toBeTruthy();
  const saved = sent.filter((each) => each.operation === 'SaveScheduleDocument').at(-1)!;
  expect(saved.variables.input).toMatchObject({ key: 'schedule-changes.json', baseRevision: 7 });
  expect(JSON.parse((saved.variables.input as { body: string }).body)).toEqual([
    {
      id: 'history_la_3rd_4th-2027-02-09',
      class_key: 'history_la_3rd_4th',
      date: '2027-02-09',
      kind: 'cancelled',
      note: 'Field trip day',
    },
  ]);
  expect(
    await screen.findByText('History & Language Arts (Grades 3–4), Tuesday, February 9:', { exact: false }),
  ).toBeTruthy();
});

it('names the field a change is refused for and marks it', async () => {
  renderWithGraphql(<ScheduleEditor viewer={teacher} />, {
    ScheduleDocument: () => document('[]\n', 7),
    MyClasses: () => ({ myClasses: [classEnrollment('history_la_3rd_4th')] }),
  });
  const form = await screen.findByRole('form', { name: 'Add a change' });
  fireEvent.click(within(form).getByRole('radio', { name: 'In another room' }));
  fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2027-02-09' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Location: is needed for a room change'),
  );
  expect(
    within(form)
      .getByLabelText(/^Location/)
      .getAttribute('aria-invalid'),
  ).toBe('true');
});

it("an administrator changes a class's times: catalog.json is saved with the new label, nothing else changed", async () => {
  const catalogText = (await import('../../../../../content/catalog.json?raw')).default;
  const { sent } = renderAdminEditor(catalogText);
  fireEvent.change(await screen.findByLabelText('Class to edit'), { target: { value: 'reading_1st' } });
  fireEvent.change(screen.getByLabelText(/^Starts at/), { target: { value: '08:15' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Reading (Grade 1)' }));
  expect(await screen.findByText('Reading (Grade 1): days, times and place saved.')).toBeTruthy();
  const input = sent.find((each) => each.operation === 'SaveScheduleDocument')!.variables.input as {
    body: string;
    baseRevision: number;
  };
  expect(input.baseRevision).toBe(3);
  const changed = input.body.split('\n').filter((line) => !catalogText.split('\n').includes(line));
  expect(changed).toEqual([expect.stringContaining('"label":"Reading (Grade 1) · Tue 8:15–9:00 AM · Catalyst"')]);
});

it("an administrator chooses a later term: its classes and its dates are edited, the school year's left alone", async () => {
  const catalogText = (await import('../../../../../content/catalog.json?raw')).default;
  const seed = JSON.parse(catalogText) as { classes: { key: string }[]; schoolYear: unknown };
  const fall = {
    name: 'Fall 2027',
    start: '2027-08-17',
    end: '2028-05-12',
    breaks: [{ name: 'Thanksgiving Break', start: '2027-11-22', end: '2027-11-26' }],
    classes: [{ ...seed.classes[0], key: 'reading_1st_fall_2027' }],
  };
  const body = JSON.stringify({ ...seed, terms: [fall] });
  const { sent } = renderAdminEditor(body);
  fireEvent.change(await screen.findByLabelText('Term to edit'), { target: { value: 'fall-2027' } });
  const classes = screen.getByLabelText('Class to edit') as HTMLSelectElement;
  expect([...classes.options].map((option) => option.value)).toEqual(['reading_1st_fall_2027']);
  const dates = screen.getByRole('heading', { name: 'Dates of Fall 2027' }).closest('form')!;
  // The term's own first day: the first of its fields so named (each break has one too).
  fireEvent.change(within(dates).getAllByLabelText(/^First day/)[0], { target: { value: '2027-08-24' } });
  fireEvent.click(within(dates).getByRole('button', { name: 'Save the dates of Fall 2027' }));
  expect(await screen.findByText('The dates of Fall 2027 are saved.')).toBeTruthy();
  const saved = JSON.parse(
    (sent.find((each) => each.operation === 'SaveScheduleDocument')!.variables.input as { body: string }).body,
  ) as { terms: { start: string; classes: unknown[] }[]; schoolYear: unknown };
  expect(saved.terms[0]).toMatchObject({ start: '2027-08-24', classes: fall.classes });
  expect(saved.schoolYear).toEqual(seed.schoolYear);
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { classEnrollment, renderWithGraphql, rosterEntry } from '../test-graphql';
import { Enrollments } from './enrollments';

afterEach(cleanup);

const reading = classEnrollment('reading_1st', {
  title: 'Reading (Grade 1)',
  seats: 2,
  held: 1,
  confirmed: 1,
  waitlisted: 1,
  teachers: [{ __typename: 'ClassTeacher', id: 't1', name: 'Tess Teacher' }],
});
const algebra = classEnrollment('algebra', { title: 'Algebra', group: 'jr_high', groupTitle: 'Jr High', held: 0 });

const roster = [
  rosterEntry('ana', { studentName: 'Ana Diaz', studentAllergies: 'Peanuts' }),
  rosterEntry('ben', { studentName: 'Ben Ortiz', status: 'confirmed' }),
  rosterEntry('cy', { studentName: 'Cy Long', status: 'waitlisted', waitlistPosition: 1 }),
  rosterEntry('dee', { studentName: 'Dee Park', status: 'declined', reason: 'Too young' }),
];

function renderEnrollments(address: string, overrides: Record<string, (v: Record<string, unknown>) => object> = {}) {
  const downloads: string[] = [];
  const download = (url: string, fileName: string) => {
    downloads.push(`${url} as ${fileName}`);
    return Promise.resolve(null);
  };
  const rendered = renderWithGraphql(
    <Enrollments download={download} />,
    {
      EnrollmentClasses: () => ({ enrollmentClasses: [reading, algebra] }),
      OfficeSettings: () => ({ officeSettings: { __typename: 'OfficeSettings', placementNotices: 'at_once' } }),
      ClassRoster: () => ({ classRoster: roster }),
      SetPlacementStatus: (variables) => ({
        setPlacementStatus: rosterEntry(String(variables.placementId), { status: variables.status }),
      }),
      SetClassSeats: (variables) => ({ setClassSeats: { ...reading, seats: variables.seats } }),
      ...overrides,
    },
    address,
  );
  return { ...rendered, downloads };
}

describe('the class list', () => {
  it('groups the classes as the enrollment form does, with their counts and teachers', async () => {
    renderEnrollments('/dashboard');
    const elementary = await screen.findByRole('region', { name: 'Elementary' });
    const row = within(elementary).getByRole('row', { name: /Reading \(Grade 1\)/ });
    expect(within(row).getByRole('spinbutton', { name: 'Seats for Reading (Grade 1)' })).toHaveProperty('value', '2');
    expect(within(row).getByText('Tess Teacher')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Open roster of Reading (Grade 1)' })).toBeTruthy();
    // In the server's order, which is the enrollment form's: Elementary before Jr High.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Elementary', 'Jr High']);
  });

  it('tells the server once, when the classes are on screen, that the enrollments have been looked at', async () => {
    let seen = 0;
    renderEnrollments('/dashboard', { EnrollmentsSeen: () => ({ enrollmentsSeen: (seen += 1) > 0 }) });
    expect(seen).toBe(0);
    await screen.findByRole('region', { name: 'Elementary' });
    await waitFor(() => expect(seen).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Open roster of Reading (Grade 1)' }));
    await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
    expect(seen).toBe(1);
  });

  it('offers the choice of how the office hears of withdrawals under the classes, and not in a roster', async () => {
    renderEnrollments('/dashboard');
    expect(await screen.findByRole('group', { name: 'Tell the office about placement changes' })).toBeTruthy();
    cleanup();
    renderEnrollments('/dashboard?class=reading_1st');
    await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
    expect(screen.queryByRole('group', { name: 'Tell the office about placement changes' })).toBeNull();
  });

  it("downloads every class's roster as CSV, and one class's from its roster", async () => {
    const { downloads } = renderEnrollments('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Download all classes as CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open roster of Reading (Grade 1)' }));
    expect(await screen.findByRole('heading', { name: 'Reading (Grade 1)' })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Download Reading (Grade 1) as CSV' }));
    await waitFor(() =>
      expect(downloads).toEqual([
        '/api/enrollments.csv as all-classes-enrollments.csv',
        '/api/enrollments.csv?class=reading_1st as reading_1st-enrollments.csv',
      ]),
    );
    // Back on the list, the keyboard is where it left.
    fireEvent.click(screen.getByRole('button', { name: 'Back to all classes' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open roster of Reading (Grade 1)' })),
    );
  });

  it("shows past placements only when asked, on the roster, in its CSV and in every class's", async () => {
    const { sent, downloads } = renderEnrollments('/dashboard?class=reading_1st', {
      // As the server answers: the declined and withdrawn only with includePast.
      ClassRoster: (variables) => ({
        classRoster: variables.includePast ? roster : roster.filter((row) => row.status !== 'declined'),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
    expect(within(table).getByText('Cy Long')).toBeTruthy();
    expect(within(table).queryByText('Dee Park')).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Show past placements' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByRole('row', { name: /Dee Park/ })).toBeTruthy();
    expect(sent.filter((call) => call.operation === 'ClassRoster').map((call) => call.variables.includePast)).toEqual([
      false,
      true,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download Reading (Grade 1) as CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to all classes' }));
    // The choice holds on the list, for every class's spreadsheet too.
    expect((screen.getByRole('checkbox', { name: 'Show past placements' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download all classes as CSV' }));
    await waitFor(() =>
      expect(downloads).toEqual([
        '/api/enrollments.csv?class=reading_1st&past=1 as reading_1st-enrollments.csv',
        '/api/enrollments.csv?past=1 as all-classes-enrollments.csv',
      ]),
    );
  });

  it("keeps a refused number of seats in the field and shows the server's reason", async () => {
    const { sent } = renderEnrollments('/dashboard', {
      SetClassSeats: () => ({ error: 'Seats must be a whole number from 0 to 500' }),
    });
    const seats = await screen.findByRole('spinbutton', { name: 'Seats for Reading (Grade 1)' });
    fireEvent.change(seats, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save seats for Reading (Grade 1)' }));
    expect(await screen.findByText('Reading (Grade 1): Seats must be a whole number from 0 to 500')).toBeTruthy();
    // Checked here first, so it was never sent.
    expect(sent.some((each) => each.operation === 'SetClassSeats')).toBe(false);
    expect(seats).toHaveProperty('value', '600');

    fireEvent.change(seats, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save seats for Reading (Grade 1)' }));
    await waitFor(() =>
      expect(sent.filter((each) => each.operation === 'SetClassSeats').map((each) => each.variables)).toEqual([
        { classKey: 'reading_1st', seats: 12 },
      ]),
    );
    expect(seats).toHaveProperty('value', '12');
  });
});

describe("a class's roster", () => {
  it('shows every student with allergies, parent contacts, status and waitlist position', async () => {
    renderEnrollments('/dashboard?class=reading_1st');
    const table = await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
    const ana = within(table).getByRole('row', { name: /Ana Diaz/ });
    expect(within(ana).getByText('Peanuts')).toBeTruthy();
    expect(within(ana).getByText('Parent ana')).toBeTruthy();
    expect(within(ana).getByRole('link', { name: 'ana@family.example' })).toBeTruthy();
    expect(within(ana).getByRole('link', { name: '479-555-0100' })).toBeTruthy();
    const cy = within(table).getByRole('row', { name: /Cy Long/ });
    expect(within(cy).getByText('Waitlisted')).toBeTruthy();
    expect(within(cy).getByText('1')).toBeTruthy();
    expect(within(table).getByText('Too young')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Reading (Grade 1) as CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print roster' })).toBeTruthy();
  });

  it('offers the moves the shared table allows for each status, and Restore for a past placement', async () => {
    renderEnrollments('/dashboard?class=reading_1st');
    const table = await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
    const buttonsOf = (student: string) =>
      within(within(table).getByRole('row', { name: new RegExp(student) }))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf('Ana Diaz')).toEqual(['Confirm', 'Decline', 'Withdraw']);
    expect(buttonsOf('Ben Ortiz')).toEqual(['Decline', 'Withdraw']);
    expect(buttonsOf('Cy Long')).toEqual(['Decline', 'Withdraw']);
    expect(buttonsOf('Dee Park')).toEqual(['Restore']);
  });

  it('declines after asking, with the reason given, and says so politely', async () => {
    const { sent } = renderEnrollments('/dashboard?class=reading_1st');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Ana Diaz in Reading (Grade 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this placement?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'Class is for grade 1 only' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(sent.find((each) => each.operation === 'SetPlacementStatus')?.variables).toEqual({
        placementId: 'ana',
        status: 'declined',
        reason: 'Class is for grade 1 only',
      }),
    );
    expect(await screen.findByText('Ana Diaz in Reading (Grade 1) is now declined.')).toBeTruthy();
  });

  it('restores a declined placement after asking, and says where the student stands now', async () => {
    const { sent } = renderEnrollments('/dashboard?class=reading_1st', {
      RestorePlacement: (variables) => ({
        restorePlacement: rosterEntry(String(variables.placementId), {
          studentName: 'Dee Park',
          status: 'waitlisted',
          waitlistPosition: 1,
        }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Dee Park in Reading (Grade 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this placement?' });
    expect(dialog.textContent).toContain('front of the waitlist');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(sent.find((each) => each.operation === 'RestorePlacement')?.variables).toEqual({ placementId: 'dee' }),
    );
    expect(await screen.findByText('Dee Park in Reading (Grade 1) is now waitlisted.')).toBeTruthy();
  });

  it("keeps the dialog open with the server's message when a move is refused", async () => {
    renderEnrollments('/dashboard?class=reading_1st', {
      SetPlacementStatus: () => ({ error: 'A placement that is withdrawn cannot be marked confirmed.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Ana Diaz in Reading (Grade 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this placement?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('A placement that is withdrawn cannot be marked confirmed.')).toBeTruthy();
  });
});

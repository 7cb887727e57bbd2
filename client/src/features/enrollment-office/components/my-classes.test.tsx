// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { classEnrollment, renderWithGraphql, rosterEntry } from '../test-graphql';
import { MyClasses } from './my-classes';

afterEach(cleanup);

it("shows a teacher's rosters read only, allergies and the household's details in view", async () => {
  renderWithGraphql(<MyClasses />, {
    MyClasses: () => ({ myClasses: [classEnrollment('reading_1st', { title: 'Reading (Grade 1)' })] }),
    ClassRoster: () => ({
      classRoster: [
        rosterEntry('ana', {
          studentName: 'Ana Diaz',
          studentAllergies: 'Peanuts',
          studentMedicalNotes: 'Carries an inhaler',
          emergencyContacts: [
            { __typename: 'EmergencyContact', name: 'Rosa Diaz', relationship: 'Grandmother', phone: '479-555-0142' },
          ],
          pickupAdults: ['Rosa Diaz', 'Tom Diaz'],
        }),
        rosterEntry('cy', { studentName: 'Cy Long', status: 'waitlisted', waitlistPosition: 2 }),
      ],
    }),
  });
  const table = await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
  expect(screen.getByRole('heading', { name: 'Reading (Grade 1)' })).toBeTruthy();
  expect(within(table).getByText('Peanuts')).toBeTruthy();
  const ana = within(table).getByRole('row', { name: /Ana Diaz/ });
  expect(ana.textContent).toContain('Carries an inhaler');
  expect(ana.textContent).toContain('Rosa Diaz (Grandmother) 479-555-0142');
  expect(ana.textContent).toContain('Rosa Diaz, Tom Diaz');
  expect(within(table).getByRole('row', { name: /Cy Long/ }).textContent).toContain('Waitlisted');
  expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  expect(within(table).queryAllByRole('button')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Print rosters' })).toBeTruthy();
});

it('lists the declined and withdrawn only under Show past placements', async () => {
  const { sent } = renderWithGraphql(<MyClasses />, {
    MyClasses: () => ({ myClasses: [classEnrollment('reading_1st', { title: 'Reading (Grade 1)' })] }),
    ClassRoster: (variables) => ({
      classRoster: [
        rosterEntry('ana', { studentName: 'Ana Diaz' }),
        ...(variables.includePast ? [rosterEntry('dee', { studentName: 'Dee Park', status: 'withdrawn' })] : []),
      ],
    }),
  });
  const table = await screen.findByRole('table', { name: 'Roster of Reading (Grade 1)' });
  expect(within(table).queryByText('Dee Park')).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show past placements' }));
  expect((await screen.findByRole('row', { name: /Dee Park/ })).textContent).toContain('Withdrawn');
  expect(sent.filter((call) => call.operation === 'ClassRoster').map((call) => call.variables.includePast)).toEqual([
    false,
    true,
  ]);
});

it('says so when no class is assigned yet', async () => {
  renderWithGraphql(<MyClasses />, { MyClasses: () => ({ myClasses: [] }) });
  expect(await screen.findByText('No classes are assigned to you yet.')).toBeTruthy();
});

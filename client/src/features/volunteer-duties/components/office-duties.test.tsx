import { volunteerDutiesMessages } from '@coop/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithGraphql } from '../../enrollment-office/test-graphql';
import { OfficeDuties } from './office-duties';

afterEach(cleanup);

const duties = {
  __typename: 'VolunteerDuties',
  termKey: '2026-27',
  termName: '2026–27',
  policy: {
    __typename: 'VolunteerTerm',
    termKey: '2026-27',
    quotaMinutes: 0,
    hourlyRate: 0,
    signupOpens: null,
    signupCloses: null,
    autoAssignDays: null,
  },
  roles: [
    {
      __typename: 'VolunteerRole',
      id: 'r1',
      name: 'Hall monitor',
      description: '',
      people: 2,
      minAge: 16,
      needsBackgroundCheck: true,
      perClass: false,
      retired: false,
    },
  ],
  households: [],
  exemptions: [],
  guardians: [],
  slots: [
    {
      __typename: 'VolunteerSlot',
      id: 's1',
      roleId: 'r1',
      roleName: 'Hall monitor',
      date: '2099-09-08',
      start: '08:00',
      end: '09:30',
      classKey: null,
      classTitle: null,
      people: 2,
      held: 1,
      holders: ['Pat Parent'],
    },
  ],
};

function renderDuties() {
  return renderWithGraphql(<OfficeDuties />, {
    DutyTerms: () => ({ terms: [{ __typename: 'Term', key: '2026-27', name: '2026–27' }] }),
    VolunteerDuties: () => ({ volunteerDuties: duties }),
    SaveVolunteerTerm: () => ({ saveVolunteerTerm: { ...duties.policy, quotaMinutes: 450, hourlyRate: 2000 } }),
  });
}

it('takes hours as decimals and dollars, refusing a comma on the field, and sends minutes and cents', async () => {
  const { sent } = renderDuties();
  const form = await screen.findByRole('form', { name: 'Volunteer policy of 2026–27' });
  const hours = within(form).getByLabelText(/Hours per family/);
  fireEvent.change(hours, { target: { value: '7,5' } });
  fireEvent.change(within(form).getByLabelText(/Charge per hour not worked/), { target: { value: '$20' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the volunteer policy' }));
  expect(await within(form).findByText(volunteerDutiesMessages.hoursInvalid)).toBeTruthy();
  expect(document.activeElement).toBe(hours);
  expect(sent.map((each) => each.operation)).not.toContain('SaveVolunteerTerm');

  fireEvent.change(hours, { target: { value: '7.5' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save the volunteer policy' }));
  expect(await screen.findByText(`2026–27: ${volunteerDutiesMessages.policySaved}`)).toBeTruthy();
  expect(sent.find((each) => each.operation === 'SaveVolunteerTerm')?.variables.input).toEqual({
    termKey: '2026-27',
    quotaMinutes: 450,
    hourlyRate: 2000,
    signupOpens: null,
    signupCloses: null,
    autoAssignDays: null,
  });
  // The first render loads the tab's code and styles, which takes long on a busy machine.
}, 20_000);

it('lists the roles with what they ask, and a day’s slots with the places held and by whom', async () => {
  renderDuties();
  const roles = await screen.findByRole('region', { name: 'Duty roles' });
  expect(within(roles).getByText('2 people · 16 and older · background check')).toBeTruthy();
  const slots = await screen.findByRole('list', { name: 'Slots on Tuesday, September 8' });
  expect(within(slots).getByText(/8:00 AM–9:30 AM · 1 of 2 places held/)).toBeTruthy();
  expect(within(slots).getByText('Pat Parent')).toBeTruthy();
});

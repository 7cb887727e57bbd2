// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithGraphql, rosterEntry } from '../test-graphql';
import { EligibilityOverrides } from './eligibility-override';

afterEach(cleanup);

/** An answer the test sends when it chooses, to see what shows meanwhile. */
function later<T>() {
  let send!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (send = resolve));
  return { promise, send };
}

const sam = rosterEntry('p-1', {
  studentName: 'Sam Reed',
  studentBirthday: '08/18/2020',
  parentEmail: 'reed@example.org',
});

const saved = {
  overrideEligibility: {
    __typename: 'EligibilityOverride',
    id: 'o-1',
    classKey: 'condor_assent',
    classTitle: 'Spanish Bites: Condor Ascent (Ages 14–18)',
    studentName: 'Sam Reed',
    reason: 'Fluent',
    by: 'Dana Admin',
    at: '2026-11-29T12:00:00.000Z',
  },
};

describe('Allow a class despite a rule', () => {
  it('needs a class and a reason, shows saving, keeps a refusal in the dialog, and says when it is saved', async () => {
    const answers = [later<Record<string, unknown>>(), later<Record<string, unknown>>()];
    let asked = 0;
    const onNotice = vi.fn();
    const { sent } = renderWithGraphql(<EligibilityOverrides students={[sam, sam]} onNotice={onNotice} />, {
      OverrideEligibility: () => answers[asked++].promise,
    });
    // One button per student, however many of their placements were found.
    const buttons = screen.getAllByRole('button', { name: 'Allow a class despite a rule for Sam Reed' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]);
    const dialog = within(screen.getByRole('dialog', { name: 'Allow a class for Sam Reed' }));
    const save = () => userEvent.click(dialog.getByRole('button', { name: 'Allow the class' }));

    await save();
    expect(dialog.getByRole('combobox', { name: /Class/ }).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Please choose a class.')).toBeTruthy();
    expect(dialog.getByText('Please give the reason this student may take the class.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Class/ }), 'condor_assent');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Fluent in Spanish');
    await save();
    expect(dialog.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(sent).toEqual([
      {
        operation: 'OverrideEligibility',
        variables: {
          input: {
            studentName: 'Sam Reed',
            studentBirthday: '08/18/2020',
            parentEmail: 'reed@example.org',
            classKey: 'condor_assent',
            reason: 'Fluent in Spanish',
          },
        },
      },
    ]);
    answers[0].send({ error: 'Class not found' });
    expect((await dialog.findByRole('alert')).textContent).toBe('Class not found');
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveProperty('value', 'Fluent in Spanish');

    await save();
    answers[1].send(saved);
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({
        kind: 'success',
        text: 'Sam Reed may now enroll in Spanish Bites: Condor Ascent (Ages 14–18), whatever its age range, meeting time or prerequisites say.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithGraphql } from '../test-graphql';
import { PlacementNoticesSetting } from './placement-notices-setting';

afterEach(cleanup);

const settings = (placementNotices: string) => ({ __typename: 'OfficeSettings', placementNotices });

/** An answer the test sends when it chooses, to see what shows meanwhile. */
function later<T>() {
  let send!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (send = resolve));
  return { promise, send };
}

const radio = (choices: ReturnType<typeof within>, name: string) =>
  choices.getByRole('radio', { name }) as HTMLInputElement;

async function group() {
  return screen.findByRole('group', { name: 'Tell the office about placement changes' });
}

describe('how the office hears of placement changes', () => {
  it("shows the server's choice, and saves a new one as it is chosen: saving, then saved", async () => {
    const answer = later<Record<string, unknown>>();
    const { sent } = renderWithGraphql(<PlacementNoticesSetting />, {
      OfficeSettings: () => ({ officeSettings: settings('at_once') }),
      SetPlacementNotices: () => answer.promise,
    });
    const choices = within(await group());
    expect(radio(choices, 'At once, one e-mail each').checked).toBe(true);
    const digest = radio(choices, 'In the morning digest');
    expect(digest.checked).toBe(false);

    await userEvent.click(digest);
    expect(digest.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(sent.filter((each) => each.operation === 'SetPlacementNotices')).toEqual([
      { operation: 'SetPlacementNotices', variables: { choice: 'morning_digest' } },
    ]);

    answer.send({ setPlacementNotices: settings('morning_digest') });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(digest.checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('is used from the keyboard: Tab reaches the checked choice, an arrow key chooses the next and saves it', async () => {
    const { sent } = renderWithGraphql(<PlacementNoticesSetting />, {
      OfficeSettings: () => ({ officeSettings: settings('at_once') }),
      SetPlacementNotices: (variables) => ({ setPlacementNotices: settings(String(variables.choice)) }),
    });
    const choices = within(await group());
    await userEvent.tab();
    expect(document.activeElement).toBe(radio(choices, 'At once, one e-mail each'));
    await userEvent.keyboard('{ArrowDown}');
    const digest = radio(choices, 'In the morning digest');
    expect(document.activeElement).toBe(digest);
    expect(digest.checked).toBe(true);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ operation: 'SetPlacementNotices', variables: { choice: 'morning_digest' } });
  });

  it('says why a save failed, and shows the choice the server still keeps', async () => {
    renderWithGraphql(<PlacementNoticesSetting />, {
      OfficeSettings: () => ({ officeSettings: settings('morning_digest') }),
      SetPlacementNotices: () => ({ error: 'You do not have permission to do this' }),
    });
    const choices = within(await group());
    await userEvent.click(radio(choices, 'At once, one e-mail each'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You do not have permission to do this'));
    expect(radio(choices, 'In the morning digest').checked).toBe(true);
    expect(radio(choices, 'At once, one e-mail each').checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers Try again when the setting cannot be read', async () => {
    renderWithGraphql(<PlacementNoticesSetting />, {
      OfficeSettings: () => ({ error: 'Failed to load the office’s settings' }),
    });
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tell the office about placement changes' })).toBeNull();
  });
});

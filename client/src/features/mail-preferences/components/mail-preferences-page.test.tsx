import { fireEvent, render, screen } from '@testing-library/react';
import { mailPreferencesMessages as messages } from '@coop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answerFetchInEachTest, jsonResponse } from '../../auth/auth-test-support';
import { MailPreferencesPage } from './mail-preferences-page';

const fetchMock = answerFetchInEachTest();
const token = 'A'.repeat(32);
const address = 'pat@example.org';

function renderAt(entry: string, session: string | null = null) {
  const router = createMemoryRouter(
    [{ path: '/preferences', element: <MailPreferencesPage session={session} sessionChecking={false} /> }],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

function preferences(announcementsStopped: boolean) {
  return jsonResponse(200, { success: true, preferences: { address, announcementsStopped, changedAt: null } });
}

describe('the mail preferences page', () => {
  it("shows a link's address and lets its holder stop announcements, saying so", async () => {
    fetchMock.mockResolvedValueOnce(preferences(false)).mockResolvedValueOnce(preferences(true));
    renderAt(`/preferences?token=${token}`);
    expect(await screen.findByText(messages.address(address))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(messages.receiving);
    expect(screen.getByText(messages.alwaysCome)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/mail-preferences.php',
      'POST',
      { token },
    ]);

    expect(screen.getByRole('group', { name: messages.choice })).toBeTruthy();
    expect((screen.getByRole('radio', { name: messages.receive }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: messages.stop }));
    fireEvent.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(`${messages.saved} ${messages.stopped}`)).toBeTruthy();
    const [, saved] = fetchMock.mock.calls[1];
    expect([saved?.method, JSON.parse(String(saved?.body))]).toEqual(['PUT', { token, announcementsStopped: true }]);
  });

  it("shows the server's message for a link nobody holds, and no choice", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { success: false, error: messages.unknownToken }));
    renderAt(`/preferences?token=${token}`);
    expect(await screen.findByText(messages.unknownToken)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("shows a signed-in member's own address without a link", async () => {
    fetchMock.mockResolvedValue(preferences(true));
    renderAt('/preferences', 'session-token');
    expect(await screen.findByText(messages.address(address))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(messages.stopped);
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('asks an anonymous visitor without a link to use one or sign in', () => {
    renderAt('/preferences');
    expect(screen.getByRole('status').textContent).toBe(messages.signInOrLink);
    expect(screen.getByRole('link', { name: messages.signIn }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fpreferences',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

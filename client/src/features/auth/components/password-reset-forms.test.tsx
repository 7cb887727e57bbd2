import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, passwordResetMessages } from '@coop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../lib/auth-storage';
import { answerFetchInEachTest, jsonResponse, sessionUser } from '../auth-test-support';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const parent = sessionUser('parent');

const fetchMock = answerFetchInEachTest();

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordForm /> },
      { path: '/reset-password', element: <ResetPasswordForm /> },
      { path: '/secure/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What the form sent, as the server reads it. */
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0][1]?.body));

describe('the forgot-password form', () => {
  it("checks the address, then shows the server's answer politely", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: passwordResetMessages.linkSent }));
    renderAt('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(accountMessages.emailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Email/), ' parent@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toBe(passwordResetMessages.linkSent);
    expect(sentBody()).toEqual({ email: 'parent@example.org' });
  });

  it('shows a refusal in an alert', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { success: false, error: passwordResetMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' }),
    );
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText(/Email/), 'parent@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(passwordResetMessages.tooManyRequests)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(passwordResetMessages.tooManyRequests);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('the reset-password form', () => {
  /** Answers the page's check of its link, and the reset itself with `reset` when given. */
  function answer({ open = true, reset }: { open?: boolean; reset?: Response } = {}) {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/reset-link.php') return jsonResponse(200, { success: true, open });
      if (url === '/api/reset-password.php' && reset) return reset;
      throw new Error(`unexpected request to ${String(url)}`);
    });
  }
  const resetCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/reset-password.php');

  async function choose(password: string, confirmation = password) {
    await userEvent.type(screen.getByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  }

  it('checks the new password by the change-password rules before sending', async () => {
    answer();
    renderAt('/reset-password?token=abc');
    await choose('short', 'other');
    expect(screen.getByText(accountMessages.newPasswordTooShort)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(resetCalls()).toEqual([]);
  });

  it("sends the link's token with the new password, then is signed in on the dashboard", async () => {
    answer({
      reset: jsonResponse(200, { success: true, user: parent, token: 'session-token', passwordResetRequired: false }),
    });
    const router = renderAt('/reset-password?token=abc-123');
    await choose('a-brand-new-one');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(JSON.parse(String(resetCalls()[0][1]?.body))).toEqual({ token: 'abc-123', newPassword: 'a-brand-new-one' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('session-token');
    expect(router.state.location.search).toBe('');
  });

  it('says a used or expired link is so as the page opens, before a password is typed', async () => {
    answer({ open: false });
    renderAt('/reset-password?token=spent');
    expect(await screen.findByText(passwordResetMessages.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(passwordResetMessages.linkInvalid);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: 'spent' });
  });

  it("shows a refused link's message, with the way to a new link", async () => {
    answer({
      reset: jsonResponse(400, { success: false, error: passwordResetMessages.linkInvalid, code: 'BAD_USER_INPUT' }),
    });
    renderAt('/reset-password?token=spent');
    await choose('a-brand-new-one');
    expect(await screen.findByText(passwordResetMessages.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

import { render, screen } from '@testing-library/react';
import { emailVerificationMessages } from '@coop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answerFetchInEachTest, jsonResponse } from '../auth-test-support';
import { emailVerificationUiMessages } from '../email-verification-ui-messages';
import { EmailConfirmation } from './email-confirmation';

const fetchMock = answerFetchInEachTest();

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/verify-email', element: <EmailConfirmation /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
}

describe('the page a confirmation link opens', () => {
  it("sends the link's token in the body once, and says the address is confirmed", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: emailVerificationMessages.confirmed }));
    renderAt('/verify-email?token=abc-123');
    expect(screen.getByRole('status').textContent).toBe(emailVerificationUiMessages.confirming);
    expect(await screen.findByText(emailVerificationMessages.confirmed)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/verify-email.php');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc-123' });
    expect(screen.getByRole('link', { name: 'Go to the Secure Area' }).getAttribute('href')).toBe('/secure/dashboard');
  });

  it("shows the server's refusal, and how to ask for a new link", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { success: false, error: emailVerificationMessages.linkInvalid }));
    renderAt('/verify-email?token=spent');
    expect(await screen.findByText(emailVerificationMessages.linkInvalid)).toBeTruthy();
    expect(screen.getByText('Log in and open My family to ask for a new link.')).toBeTruthy();
  });

  it('asks nothing without a token, and says where the page opens from', () => {
    renderAt('/verify-email');
    expect(screen.getByRole('status').textContent).toBe(emailVerificationUiMessages.noToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/verify-email?token=abc');
    expect(await screen.findByText(emailVerificationUiMessages.unreachable)).toBeTruthy();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, userKey, type SessionUser } from '../../../lib/auth-storage';
import { fillContentStore } from '../../../test-support/content';
import { answerFetchInEachTest, jsonResponse, sessionUser } from '../auth-test-support';

const teacher = sessionUser('teacher');

const fetchMock = answerFetchInEachTest();

function LoginPage() {
  const location = useLocation();
  return <p>Login page {location.search}</p>;
}

// A fresh store per test, as on a page load.
async function renderGuarded(role?: 'admin', entries = ['/', '/secure/dashboard?tab=links']) {
  vi.resetModules();
  await fillContentStore();
  const { RequireAuth } = await import('./require-auth');
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/news-events', element: <p>News page</p> },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/secure/dashboard',
        element: <RequireAuth role={role}>{(user) => <p>Hello {user.name}</p>}</RequireAuth>,
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signInAs(user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(userKey(), JSON.stringify(user));
  fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user, passwordResetRequired: false }));
}

describe('RequireAuth', () => {
  it('shows a spinner while the stored session is checked, then the page', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem(userKey(), JSON.stringify(teacher));
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderGuarded();
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(screen.queryByText(/Hello/)).toBeNull();
    await act(async () => {
      answer(
        new Response(JSON.stringify({ success: true, user: teacher, passwordResetRequired: false }), { status: 200 }),
      );
    });
    expect(await screen.findByText('Hello Terry Teacher')).toBeTruthy();
  });

  it('sends a visitor without a session to the login page, remembering the page', async () => {
    const router = await renderGuarded();
    expect(await screen.findByText(/Login page/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/secure/dashboard?tab=links');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Access Denied with the required role, and Go Back returns to the previous page', async () => {
    signInAs(teacher);
    const router = await renderGuarded('admin', ['/news-events', '/secure/dashboard?tab=users']);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page. Required role: admin")).toBeTruthy();
    expect(screen.queryByText(/Hello/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('News page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/news-events');
  });

  it('goes home from Access Denied when the page was the first one opened', async () => {
    signInAs(teacher);
    const router = await renderGuarded('admin', ['/secure/dashboard?tab=users']);
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['logs out on the page goes home, not to the login page', 'signOut', 'Home page', '/', ''],
    [
      'whose session the server ended goes to the login page, remembering the page',
      'expireSession',
      'Login page ?redirectTo=%2Fsecure%2Fdashboard%3Ftab%3Dlinks',
      '/login',
      '?redirectTo=%2Fsecure%2Fdashboard%3Ftab%3Dlinks',
    ],
  ] as const)('a member who %s', async (_case, end, shown, pathname, search) => {
    signInAs(teacher);
    const router = await renderGuarded();
    expect(await screen.findByText('Hello Terry Teacher')).toBeTruthy();
    const store = await import('../auth-store');
    await act(async () => void store[end]());
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname, search });
  });

  it('shows the page to a user with the required role', async () => {
    signInAs(sessionUser('admin'));
    await renderGuarded('admin');
    expect(await screen.findByText('Hello Ada Admin')).toBeTruthy();
  });
});

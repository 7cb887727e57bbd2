import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionUser } from '../../lib/auth-storage';

// For the auth tests: an account as the server describes it, and the server's answers given by each test.

const names: Record<SessionUser['role'], string> = {
  parent: 'Pat Parent',
  teacher: 'Terry Teacher',
  admin: 'Ada Admin',
};

/** An approved account of this role, as a sign-in answer or the browser's storage holds it. */
export function sessionUser(role: SessionUser['role'], id = '7'): SessionUser {
  return {
    id,
    email: `${role}@example.org`,
    name: names[role],
    role,
    status: 'approved',
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** The server's answer with this status and JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stands in for `fetch` in every test of the calling file, each starting with nothing stored and nothing
 * rendered; the test says what the server answers through the mock returned.
 */
export function answerFetchInEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

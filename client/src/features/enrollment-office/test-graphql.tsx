import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { from, of } from 'rxjs';

/** What the fake server answers to an operation: its data, or an error with the server's message. */
type Reply = Record<string, unknown> | { error: string };
/** A reply at once, or a promise of one for a test that looks at what shows while the answer is on its way. */
type Answer = (variables: Record<string, unknown>) => Reply | Promise<Reply>;

const result = (reply: Reply) =>
  'error' in reply ? { data: null, errors: [{ message: String(reply.error) }] } : { data: reply };

export type Sent = { operation: string; variables: Record<string, unknown> };

/**
 * Renders `ui` at `address` against a fake GraphQL server answering by operation name, and records what was sent.
 * A stand-in for the server in unit tests only; the end-to-end tests run the real one.
 */
export function renderWithGraphql(ui: ReactNode, answers: Record<string, Answer>, address = '/dashboard') {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    sent.push({ operation: operation.operationName ?? '', variables });
    const answer = answers[operation.operationName ?? '']?.(variables);
    if (!answer) throw new Error(`No answer for ${operation.operationName}`);
    return answer instanceof Promise ? from(answer.then(result)) : of(result(answer));
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([{ path: '/dashboard', element: ui }], { initialEntries: [address] });
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { sent, router };
}

const at = '2026-11-20T15:00:00.000Z';

/** A roster line with the fields every view reads, as the server sends it. */
export function rosterEntry(placementId: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'RosterEntry',
    placementId,
    status: 'held',
    since: at,
    waitlistPosition: null,
    reason: null,
    studentName: `Student ${placementId}`,
    studentAge: 7,
    studentBirthday: '2019-03-04',
    studentAllergies: '',
    studentMedicalNotes: '',
    emergencyContacts: [],
    pickupAdults: [],
    parentName: `Parent ${placementId}`,
    parentEmail: `${placementId}@family.example`,
    parentPhone: '479-555-0100',
    history: [{ __typename: 'PlacementEvent', at, from: null, to: 'held', by: 'Enrollment form', reason: null }],
    ...fields,
  };
}

export function classEnrollment(classKey: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'ClassEnrollment',
    classKey,
    title: `Class ${classKey}`,
    group: 'elementary',
    groupTitle: 'Elementary',
    seats: 10,
    held: 1,
    confirmed: 0,
    waitlisted: 0,
    teachers: [],
    ...fields,
  };
}

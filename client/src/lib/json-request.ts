export type JsonAnswer = { status: number; body: Record<string, unknown> };

/**
 * POSTs JSON to the REST shim. Plain fetch on purpose: the header's session check runs on
 * every public page, which must not load the GraphQL client. Throws only when no answer came.
 * `keepalive` lets the request finish after the page has gone (closed, or another page opened).
 */
export function postJson(
  path: string,
  payload: object,
  token?: string | null,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<JsonAnswer> {
  return requestJson('POST', path, payload, token, keepalive);
}

/** Asks the REST shim with any method, as `postJson` does; a GET carries no body. */
export async function requestJson(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload: object | null,
  token?: string | null,
  keepalive = false,
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (payload) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = payload ? JSON.stringify(payload) : undefined;
  const response = await fetch(path, { method, headers, body, keepalive });
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // A proxy's HTML error page, or nothing at all: the status still tells what happened.
  }
  const record =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
  return { status: response.status, body: record };
}

/** The server's error text, when the answer carries one. */
export function errorText(answer: JsonAnswer): string | null {
  const { error } = answer.body;
  return typeof error === 'string' && error.trim() ? error : null;
}

export type JsonAnswer = { status: number; body: Record<string, unknown> };

/**
 * POSTs JSON to the REST shim. Plain fetch on purpose: the header's session check runs on
 * every public page, which must not load the GraphQL client. Throws only when no answer came.
 * `keepalive` lets the request finish after the page has gone (closed, or another page opened).
 */
export async function postJson(
  path: string,
  payload: object,
  token?: string | null,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(payload), keepalive });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page, or nothing at all: the status still tells what happened.
  }
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { status: response.status, body: record };
}

/** The server's error text, when the answer carries one. */
export function errorText(answer: JsonAnswer): string | null {
  const { error } = answer.body;
  return typeof error === 'string' && error.trim() ? error : null;
}

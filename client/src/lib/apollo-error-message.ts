import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type ErrorFallbacks = {
  /** The server answered with a failure but no text to show. */
  refused: string;
  /** No answer came at all (offline, server down). */
  unreachable: string;
};

function messageInBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors;
    const message = Array.isArray(errors) ? errors[0]?.message : undefined;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

/** The server's own message when it sent one, otherwise the matching fallback. */
export function apolloErrorMessage(error: unknown, fallbacks: ErrorFallbacks): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find((each) => each.message)?.message ?? fallbacks.refused;
  if (ServerError.is(error)) return messageInBody(error.bodyText) ?? fallbacks.refused;
  if (error instanceof TypeError) return fallbacks.unreachable;
  return fallbacks.refused;
}

/** The input field a refusal names, when the server named one. */
export function refusedField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}

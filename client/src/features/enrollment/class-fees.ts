import { classFeesPath, type PublicFeesReply } from '@coop/contract';

/**
 * Every term's fee policy and every class's fees from the server; null when it cannot be reached or answers with
 * something else, and the form then shows no fees rather than wrong ones.
 */
export async function loadClassFees(): Promise<PublicFeesReply | null> {
  try {
    const reply = (await (await fetch(classFeesPath)).json()) as PublicFeesReply;
    return Array.isArray(reply.terms) && Array.isArray(reply.classes) ? reply : null;
  } catch {
    return null;
  }
}

/**
 * Security events, one JSON line each, so that a log search or an alert can
 * pick out sign-in failures and account changes without parsing prose. The
 * entry has fixed fields only: no password, token or temporary password can be
 * handed to it, and the e-mail typed at a failed login is left out as well.
 */
export type SecurityEventName =
  | 'login'
  | 'logout'
  | 'password_change'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_reset_forced'
  | 'account_approved'
  | 'account_rejected'
  | 'role_change'
  | 'account_deleted';

export interface SecurityEvent {
  event: SecurityEventName;
  /** The account the event is about; null when no account matched (an unknown e-mail at login). */
  accountId: string | null;
  /** Who did it, when that is someone else (an administrator acting on the account). */
  actorId?: string;
  clientAddress: string;
  /** "success", or why it did not happen: an error code in lower case, such as `too_many_requests`. */
  outcome: string;
}

export type SecurityLog = (entry: SecurityEvent) => void;

export function securityLog(log: (line: string) => void, now: () => Date = () => new Date()): SecurityLog {
  return ({ event, accountId, actorId, clientAddress, outcome }) =>
    log(
      JSON.stringify({
        type: 'security',
        at: now().toISOString(),
        event,
        accountId,
        ...(actorId ? { actorId } : {}),
        clientAddress,
        outcome,
      }),
    );
}

/** For services built without a log (unit tests of other rules). */
export const silentSecurityLog: SecurityLog = () => {};

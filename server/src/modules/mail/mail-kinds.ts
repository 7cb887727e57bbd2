/** Every kind of e-mail the product sends; the outbox records which one each message is. */
export const mailKinds = [
  'enrollment_received',
  'form_acknowledgement',
  'form_to_admins',
  'account_requested',
  'account_approved',
  'account_rejected',
  'role_changed',
  'password_reset_forced',
  'password_changed',
  'password_reset_link',
  'email_verification_link',
  'household_invitation',
  'placement_promoted',
  'placement_confirmed',
  'placement_declined',
  'placement_withdrawn',
  'placement_restored',
  'enrollment_digest',
  /** Queued before every placement change was told to the office, when only a family's withdrawal was. */
  'withdrawal_to_office',
  'placement_to_office',
  'backup_failed',
  'backup_overdue',
  'announcement',
  'class_change',
  'deposit_warning',
  'deposit_released',
  'invoice',
  'receipt',
  'payment_reminder',
  'volunteer_assigned',
  'volunteer_reminder',
] as const;

export type MailKind = (typeof mailKinds)[number];

/**
 * Kinds sent to many at once: the outbox delivers them after every other due message, so an account's mail or a
 * class notice never waits behind a whole announcement.
 */
export const bulkMailKinds: readonly MailKind[] = ['announcement'];

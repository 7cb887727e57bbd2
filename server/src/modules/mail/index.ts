// The mail module's front door: what the rest of the server may use of it.
// The outbox (mail written in the write that causes it), its worker and delivery, the messages, and the
// administrators' Outbox.
export { deliveryCounts, type DeliveryCounts } from './delivery-counts';
export { createMailDelivery } from './mail-delivery';
export { MailPreference } from './mail-preference.entity';
export { announcementsStopped, unsubscribeUrl, unsubscribeUrls } from './mail-preferences';
export { MailPreferencesResolver } from './mail-preferences.resolver';
export { mailPreferencesRoutes, oneClickUnsubscribeRoute } from './mail-preferences.rest';
export { MailPreferencesService } from './mail-preferences.service';
export { type MailSettings } from './mail-settings';
export {
  accountApproved,
  accountRejected,
  accountRequested,
  passwordChanged,
  passwordResetForced,
  roleChanged,
} from './messages/account-notices';
export { announcementMail, type AnnouncementContent } from './messages/announcement';
export {
  invoiceMail,
  paymentReminderMail,
  receiptMail,
  type BillingMailLine,
  type NextDue,
} from './messages/billing-notices';
export { backupFailedToAdmins, backupOverdueToAdmins, type BackupNoticeContext } from './messages/backup-notices';
export { depositReleased, depositWarning, type UnpaidDeposit } from './messages/deposit-release';
export { enrollmentDigest, type DigestContents, type DigestEnrollment } from './messages/enrollment-digest';
export { enrollmentReceived } from './messages/enrollment-received';
export { formAcknowledgement, submissionToAdmins } from './messages/form-notices';
export { contactLine, letterTo, type Block } from './messages/letter';
export { placementNotice, placementNoticeKind } from './messages/placement-notices';
export { placementMovesToOffice, type OfficePlacementMove } from './messages/office-placement-notices';
export { queueMail, type MailMessage } from './outbox';
export { OutboxMessage } from './outbox-message.entity';
export { OutboxStart } from './outbox-start.entity';
export { OutboxWorker, defaultOutboxSettings, type OutboxWorkerSettings } from './outbox-worker';
export { OutboxResolver } from './outbox.resolver';
export { OutboxService } from './outbox.service';

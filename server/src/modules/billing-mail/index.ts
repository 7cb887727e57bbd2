// The billing-mail module's front door: the invoices, receipts and payment reminders families are mailed, and
// the table that says which went.
export { BillingMail, defaultBillingMailSettings, type BillingMailSettings } from './billing-mail';
export { BillingNotice } from './billing-notice.entity';

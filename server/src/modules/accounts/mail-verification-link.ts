import type { EntityManager } from 'typeorm';
import type { User } from './user.entity';

/**
 * Mails a link to confirm the account's address, inside the caller's write: a signup sends one with its account.
 * The links belong to the email-verification module, which reads accounts, so the application hands this in.
 */
export type MailVerificationLink = (manager: EntityManager, user: User) => Promise<void>;

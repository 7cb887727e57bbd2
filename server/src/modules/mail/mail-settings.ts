import type { SiteDetails } from '../site';

/** What the services that cause mail need beyond the change itself, handed in once by the application. */
export interface MailSettings {
  /** The co-op's name and contact details, for every message's footer. */
  site: SiteDetails;
  /** The site's public address, for links in messages. */
  siteUrl: string;
  /** Whether administrators are mailed about new account requests and form submissions. */
  adminNotify: boolean;
}

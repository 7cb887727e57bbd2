import { mailPreferencesMessages } from '@coop/contract';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/use-auth';
import { MailPreferencesPage } from '../features/mail-preferences/components/mail-preferences-page';
import { readToken } from '../lib/auth-storage';
import { PageMeta } from '../lib/page-meta';

/** The page an announcement's unsubscribe link opens; it loads with the login page (see routes/login.tsx). */
export function MailPreferencesRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <>
      <PageMeta
        title={mailPreferencesMessages.heading}
        description="Choose whether announcements from the co-op come to your e-mail address."
        path={paths.mailPreferences.getHref()}
        noindex
      />
      {/* The address holds the link's token: no request from this page may carry it in a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <div className="page auth-page">
        <MailPreferencesPage session={isAuthenticated ? readToken() : null} sessionChecking={isLoading} />
      </div>
    </>
  );
}

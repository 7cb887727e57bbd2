import { siteContent } from '../../../config/site';
import { telHref } from '../../../lib/tel-href';

/** The class pages' "Questions?" line, from the site's contact details. */
export function ContactLine() {
  const { email, phone } = siteContent().contact;
  return (
    <p>
      Questions? E-mail us at <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a>.
    </p>
  );
}

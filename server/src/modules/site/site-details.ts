import fs from 'node:fs';
import path from 'node:path';

/** What the server tells people about the co-op (in calendar feeds and e-mail), from the site's own content. */
export interface SiteDetails {
  name: string;
  contact: {
    email: string;
    phone: string;
    /** One line: street, city, state and postal code. */
    address: string;
  };
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`content/site.json needs ${what}`);
  return value.trim();
}

/** Read once at start; a site without a name or contact details stops the start rather than mail without them. */
export function loadSiteDetails(contentDir: string): SiteDetails {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as {
    name?: unknown;
    contact?: { email?: unknown; phone?: unknown; address?: Record<string, unknown> };
  };
  const address = site.contact?.address ?? {};
  return {
    name: text(site.name, 'a name'),
    contact: {
      email: text(site.contact?.email, 'contact.email'),
      phone: text(site.contact?.phone, 'contact.phone'),
      address: `${text(address.street, 'contact.address.street')}, ${text(address.city, 'contact.address.city')}, ${text(
        address.state,
        'contact.address.state',
      )} ${text(address.postalCode, 'contact.address.postalCode')}`,
    },
  };
}

import { parseSiteDocument } from '@coop/contract';

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

/** The details from site.json's text; a site without a name or contact details is refused, as its save is. */
export function siteDetails(body: string): SiteDetails {
  const site = parseSiteDocument(JSON.parse(body));
  const { street, city, state, postalCode } = site.contact.address;
  return {
    name: site.name.trim(),
    contact: {
      email: site.contact.email.trim(),
      phone: site.contact.phone.trim(),
      address: `${street.trim()}, ${city.trim()}, ${state.trim()} ${postalCode.trim()}`,
    },
  };
}

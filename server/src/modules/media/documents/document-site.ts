import { isWritable } from './pdf-writer';

/** What the downloadable documents say about the co-op: site.json's name, contact details and locations. */
export interface DocumentSite {
  name: string;
  contact: {
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; postalCode: string };
  };
  locations: { name: string; description: string }[];
}

/** The documents' palette: the site's own colours. */
// prettier-ignore
export const colors = { indigo: '#4338ca', ink: '#1f2937', muted: '#4b5563', cream: '#fffaf2', sand: '#f6e3c3', terracotta: '#e07a5f', sage: '#81b29a', white: '#ffffff' };

export const postalAddress = ({ contact: { address } }: DocumentSite) =>
  `${address.street}, ${address.city}, ${address.state} ${address.postalCode}`;

/**
 * Text staff typed, in the characters the PDF's standard fonts have: a letter with an accent they lack loses
 * the accent ("Müller" → "Muller"), anything else they cannot show becomes "?".
 */
export function writable(text: string): string {
  return [...text]
    .map((char) => {
      if (isWritable(char)) return char;
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return base && isWritable(base) ? base : '?';
    })
    .join('');
}

const field = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`site.json needs ${what}`);
  return writable(value);
};

/** The document facts of site.json's text; throws when a field the documents print is missing. */
export function parseDocumentSite(siteJson: string): DocumentSite {
  const site = JSON.parse(siteJson) as {
    name?: unknown;
    contact?: { email?: unknown; phone?: unknown; address?: Record<string, unknown> };
    locations?: { name?: unknown; description?: unknown }[];
  };
  const address = site.contact?.address ?? {};
  return {
    name: field(site.name, 'a name'),
    contact: {
      email: field(site.contact?.email, 'contact.email'),
      phone: field(site.contact?.phone, 'contact.phone'),
      address: {
        street: field(address.street, 'contact.address.street'),
        city: field(address.city, 'contact.address.city'),
        state: field(address.state, 'contact.address.state'),
        postalCode: field(address.postalCode, 'contact.address.postalCode'),
      },
    },
    locations: (site.locations ?? []).map((location) => ({
      name: field(location.name, 'a name for every location'),
      description: field(location.description, 'a description for every location'),
    })),
  };
}

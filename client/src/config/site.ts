import { contentDocument } from '../content/content-store';

// The co-op's details live in content/site.json, where staff edit them without touching code.
export type SiteContent = {
  name: string;
  shortName: string;
  /** Default description and keywords of every page (grades 1-12, subjects, locations). */
  description: string;
  keywords: string[];
  contact: {
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; postalCode: string };
  };
  locations: { name: string; description: string }[];
  defaultSocialImage: { id: string };
  /** The browser's toolbar colour on phones, written into the page template. */
  themeColor: string;
  /** Where the browser keeps its copy of the signed-in user. */
  storageKey: string;
};

export function siteContent(): SiteContent {
  return contentDocument<SiteContent>('site.json');
}

export function siteName(): string {
  return siteContent().name;
}

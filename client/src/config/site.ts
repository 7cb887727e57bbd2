import site from '../../../content/site.json';

// The co-op's details live in content/site.json, where they are edited without touching code.
export type SiteContent = {
  name: string;
  shortName: string;
  copyrightYear: number;
  description: string;
  keywords: string[];
  contact: {
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; postalCode: string };
  };
  locations: { name: string; description: string }[];
  defaultSocialImage: { id: string };
  themeColor: string;
};

const content: SiteContent = site;

export const SITE_NAME = content.name;

// The year in the footer's copyright line (fixed at 2025, not the current year).
export const COPYRIGHT_YEAR = content.copyrightYear;

/** Default description and keywords of every page (grades 1-12, subjects, locations). */
export const SITE_DESCRIPTION = content.description;
export const SITE_KEYWORDS: readonly string[] = content.keywords;
export const DEFAULT_SOCIAL_IMAGE_ID = content.defaultSocialImage.id;
/** The browser's toolbar colour on phones, written into the page template. */
export const SITE_THEME_COLOR = content.themeColor;

export const SITE_CONTACT = content.contact;
export const SITE_LOCATIONS: readonly { name: string; description: string }[] = content.locations;

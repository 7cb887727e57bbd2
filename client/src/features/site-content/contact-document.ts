import { emailPattern } from '@coop/contract';
import { contentJsonText } from './content-json';
import { siteContentUiMessages as messages } from './site-content-ui-messages';

/** The site's contact details as the form holds them: e-mail, phone and the postal address's four lines. */
export type ContactValues = {
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
};
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

type SiteContact = {
  email: string;
  phone: string;
  address: { street: string; city: string; state: string; postalCode: string };
};

export function contactValuesOf(siteBody: string): ContactValues {
  const { contact } = JSON.parse(siteBody) as { contact: SiteContact };
  return { email: contact.email, phone: contact.phone, ...contact.address };
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!emailPattern.test(values.email.trim())) errors.email = messages.emailInvalid;
  if (!values.phone.trim()) errors.phone = messages.phoneRequired;
  if (!values.street.trim()) errors.street = messages.streetRequired;
  if (!values.city.trim()) errors.city = messages.cityRequired;
  if (!values.state.trim()) errors.state = messages.stateRequired;
  if (!values.postalCode.trim()) errors.postalCode = messages.postalCodeRequired;
  return errors;
}

/** site.json with new contact details, every other field and the order of all of them kept. */
export function siteWithContact(siteBody: string, values: ContactValues): string {
  const site = JSON.parse(siteBody) as { contact: SiteContact & Record<string, unknown> };
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, text]) => [field, text.trim()]));
  const { email, phone, ...address } = trimmed as ContactValues;
  site.contact = { ...site.contact, email, phone, address: { ...site.contact.address, ...address } };
  return contentJsonText(site);
}

import { linkMessages } from '@coop/contract';
import { isWebAddress } from '../../lib/web-address';

export type LinkValues = { title: string; url: string; description: string };
export type LinkErrors = Partial<Record<keyof LinkValues, string>>;

/** Title, URL and description checks on the trimmed values; the server checks again. */
export function validateLink(values: LinkValues): LinkErrors {
  const title = values.title.trim();
  const url = values.url.trim();
  const description = values.description.trim();
  const errors: LinkErrors = {};
  if (!title) errors.title = linkMessages.titleRequired;
  if (!url) errors.url = linkMessages.urlRequired;
  else if (!isWebAddress(url)) errors.url = linkMessages.urlInvalid;
  if (!description) errors.description = linkMessages.descriptionRequired;
  return errors;
}

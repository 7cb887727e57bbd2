import { linkMessages } from '@coop/contract';

export type LinkValues = { title: string; url: string; description: string };
export type LinkErrors = Partial<Record<keyof LinkValues, string>>;

/** A web address the server will take: parseable, http or https, with a host. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

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

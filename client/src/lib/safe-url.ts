// Links in rendered rich text may use http, https, mailto and tel only.
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * For react-markdown's `urlTransform`: relative URLs and the allowed schemes
 * pass; anything else (javascript:, data:, …) becomes an empty string.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  // A colon after the first '/', '?' or '#' belongs to a relative URL's path, query or fragment.
  const firstDelimiter = url.search(/[/?#]/);
  if (colon === -1 || (firstDelimiter !== -1 && colon > firstDelimiter)) return url;
  return allowedSchemes.has(url.slice(0, colon).trim().toLowerCase()) ? url : '';
}

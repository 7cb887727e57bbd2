/**
 * The name a person gave the file, kept for display and download only: the
 * bytes are stored under a random id. Directory parts, control characters and
 * direction overrides are removed, and the length is bounded.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must lose
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 200) return cleaned;
  const extension = cleaned.match(/\.[^.]{1,10}$/)?.[0] ?? '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form for anything else. */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

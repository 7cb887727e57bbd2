/** SPEC §8: the message of a non-ok answer. */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** GETs a text file; a non-ok answer throws `HTTP error! status: {code}`. */
export async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(httpErrorMessage(response.status));
  return response.text();
}

/** The message of a non-ok answer, with its status code. */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** GETs a text file; a non-ok answer throws `HTTP error! status: {code}`. */
export async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(httpErrorMessage(response.status));
  return response.text();
}

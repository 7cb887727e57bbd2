// Content the pages would fetch (markdown under /content), known in advance:
// when pre-rendering, every file is read from disk; in the browser, what the
// pre-rendered page used arrives in its data block, and whatever the client
// fetches later is kept too, so coming back to a page does not load it again.
// Keys are the URLs the client fetches (`/content/classes/grade1.md`).

export type PreloadedContent = {
  /** Raw file text by URL. */
  texts: Record<string, string>;
  /** Markdown files already turned into HTML, by URL. */
  html: Record<string, string>;
};

const texts = new Map<string, string>();
const html = new Map<string, string>();
let used: { texts: Set<string>; html: Set<string> } | undefined;

/** Pre-rendering: the whole content, in place of what was there (a document may have been removed since). */
export function replacePreloadedContent(content: PreloadedContent): void {
  texts.clear();
  html.clear();
  addPreloadedContent(content);
}

export function addPreloadedContent(content: PreloadedContent): void {
  for (const [url, text] of Object.entries(content.texts)) texts.set(url, text);
  for (const [url, markup] of Object.entries(content.html)) html.set(url, markup);
}

export function preloadedText(url: string): string | undefined {
  used?.texts.add(url);
  return texts.get(url);
}

export function preloadedHtml(url: string): string | undefined {
  used?.html.add(url);
  return html.get(url);
}

/** Keeps what the client fetched for the rest of the visit. */
export function rememberText(url: string, text: string): void {
  texts.set(url, text);
}

/** Pre-rendering: notes what one page reads, so only that goes into its data block. */
export function recordContentUse(): () => PreloadedContent {
  const current = { texts: new Set<string>(), html: new Set<string>() };
  used = current;
  return () => {
    used = undefined;
    const pick = (keys: Set<string>, from: Map<string, string>) =>
      Object.fromEntries([...keys].filter((key) => from.has(key)).map((key) => [key, from.get(key) as string]));
    return { texts: pick(current.texts, texts), html: pick(current.html, html) };
  };
}

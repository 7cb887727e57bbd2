import { fetchText } from './fetch-text';
import { preloadedHtml, preloadedText, rememberText } from './preloaded-content';
import type { RichTextContent } from '../components/rich-text';

/** A text file under /content: preloaded when there, else fetched and kept. */
export const textFile = {
  preloaded: (url: string) => preloadedText(url),
  load: async (url: string, signal: AbortSignal) => {
    const text = await fetchText(url, signal);
    rememberText(url, text);
    return text;
  },
};

/** A markdown file under /content: its pre-rendered HTML when there, else the fetched markdown. */
export const markdownFile = {
  preloaded: (url: string): RichTextContent | undefined => {
    const html = preloadedHtml(url);
    if (html !== undefined) return { html };
    const markdown = preloadedText(url);
    return markdown === undefined ? undefined : { markdown };
  },
  load: async (url: string, signal: AbortSignal): Promise<RichTextContent> => ({
    markdown: await textFile.load(url, signal),
  }),
};

import type { RichTextContent } from '../../../components/rich-text';
import type { ClassPageSlug } from '../../../config/paths';
import { markdownFile } from '../../../lib/content-loaders';
import { useContent, type ContentState } from '../../../lib/use-content';
import { classPageUrl } from '../class-list';

/** A class page's rich text from /content/grade-pages/{slug}.md. */
export function useClassPage(slug: ClassPageSlug): ContentState<RichTextContent> {
  const url = classPageUrl(slug);
  return useContent(
    url,
    () => markdownFile.preloaded(url),
    (signal) => markdownFile.load(url, signal),
  );
}

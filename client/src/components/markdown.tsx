import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { rehypeCellLabels } from '../lib/rehype-cell-labels';
import { safeUrl } from '../lib/safe-url';

// The grade pages use GitHub-flavoured tables.
const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeCellLabels];

/**
 * Markdown from /content as React elements. Only imported lazily (by
 * RichText) and by the pre-renderer: pre-rendered pages carry the HTML it
 * produced, so their first load needs no parser.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} urlTransform={safeUrl}>
      {source}
    </ReactMarkdown>
  );
}

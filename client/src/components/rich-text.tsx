import { lazy, Suspense } from 'react';
import { LoadingStatus } from './loading-status';

const Markdown = lazy(async () => ({ default: (await import('./markdown')).Markdown }));

/** Markdown already turned into HTML (at build time), or markdown to render here. */
export type RichTextContent = { html: string } | { markdown: string };

export function RichText({ content, className = 'rich-text' }: { content: RichTextContent; className?: string }) {
  if ('html' in content) {
    // Produced by <Markdown> (safe URLs, no raw HTML) when the pages were pre-rendered.
    return <div className={className} dangerouslySetInnerHTML={{ __html: content.html }} />;
  }
  return (
    <Suspense fallback={<LoadingStatus />}>
      <div className={className}>
        <Markdown source={content.markdown} />
      </div>
    </Suspense>
  );
}

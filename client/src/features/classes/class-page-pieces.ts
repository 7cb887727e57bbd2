import type { RichTextContent } from '../../components/rich-text';

/** What the page puts into its text: the schedule table and the line with the contact details. */
export type ClassPageInsert = 'schedule' | 'contact';
export type ClassPagePiece = { text: RichTextContent } | { insert: ClassPageInsert; heading?: string };

const SCHEDULE_HEADING = 'Schedule';
const ENROLL_HEADING = 'How to enroll';

// Second-level headings as the markdown says them and as the pre-rendered HTML has them.
const headingPatterns = { markdown: /^## +(.+?)[ \t]*$/gm, html: /<h2[^>]*>([\s\S]*?)<\/h2>/g };

/**
 * A class page's text cut where the page adds what it writes from the catalogue and the site's details: the
 * schedule table right under the "Schedule" heading, the contact line at the end of the "How to enroll" section.
 * A page without one of those headings gets the table under a heading of its own, or the line, at its end.
 */
export function classPagePieces(content: RichTextContent): ClassPagePiece[] {
  const kind = 'html' in content ? 'html' : 'markdown';
  const source = 'html' in content ? content.html : content.markdown;
  const headings = [...source.matchAll(headingPatterns[kind])].map((match) => ({
    title: match[1].trim(),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const schedule = headings.find((heading) => heading.title === SCHEDULE_HEADING);
  const enroll = headings.findIndex((heading) => heading.title === ENROLL_HEADING);
  const inserts: { at: number; piece: ClassPagePiece }[] = [
    schedule
      ? { at: schedule.end, piece: { insert: 'schedule' } }
      : { at: source.length, piece: { insert: 'schedule', heading: SCHEDULE_HEADING } },
    {
      at: enroll === -1 ? source.length : (headings[enroll + 1]?.start ?? source.length),
      piece: { insert: 'contact' },
    },
  ];
  inserts.sort((a, b) => a.at - b.at);

  const pieces: ClassPagePiece[] = [];
  let from = 0;
  const addText = (to: number) => {
    const part = source.slice(from, to);
    if (part.trim()) pieces.push({ text: kind === 'html' ? { html: part } : { markdown: part } });
    from = to;
  };
  for (const { at, piece } of inserts) {
    addText(at);
    pieces.push(piece);
  }
  addText(source.length);
  return pieces;
}

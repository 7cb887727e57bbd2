import { Link } from 'react-router-dom';
import { RichText, type RichTextContent } from '../../../components/rich-text';
import { catalog } from '../../../config/catalog';
import { paths, type ClassPageSlug } from '../../../config/paths';
import { classEntry } from '../class-list';
import { classPagePieces } from '../class-page-pieces';
import { classScheduleTable } from '../class-schedule';
import { ClassScheduleTable } from './class-schedule-table';
import { ContactLine } from './contact-line';

/** A class page's text with its schedule table (from the catalogue) and its contact line (from the site's details). */
export function ClassPageText({ slug, content }: { slug: ClassPageSlug; content: RichTextContent }) {
  const pieces = classPagePieces(content);
  return (
    <div className="rich-text">
      {pieces.map((piece, index) => {
        if ('text' in piece) return <RichText key={index} content={piece.text} className="rich-text__part" />;
        if (piece.insert === 'contact') return <ContactLine key={index} />;
        return (
          <div key={index} className="rich-text__part">
            {piece.heading && <h2>{piece.heading}</h2>}
            <ClassScheduleTable table={classScheduleTable(catalog(), slug)} />
            <p>
              <Link to={paths.classCalendar.getHref(slug)}>See {classEntry(slug).name} classes on the calendar</Link>
            </p>
          </div>
        );
      })}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ClassEntry } from '../class-list';
import { useClassDescription } from '../api/use-class-description';
import './class-card.css';

export type CardHeadingLevel = 'h2' | 'h3';

/**
 * One class. The title is the card's one link, stretched over the whole card so
 * a click anywhere on it goes to the class page, while the link's name stays the title.
 */
export function ClassCard({ entry, headingLevel }: { entry: ClassEntry; headingLevel: CardHeadingLevel }) {
  const description = useClassDescription(entry.slug);
  const Heading = headingLevel;
  return (
    <li className="class-card">
      <Heading className="class-card__title">
        <Link className="class-card__link" to={paths.classPage.getHref(entry.slug)}>
          {entry.title}
        </Link>
      </Heading>
      <p className="class-card__description">{description}</p>
      <span className="class-card__more" aria-hidden="true">
        View class →
      </span>
    </li>
  );
}

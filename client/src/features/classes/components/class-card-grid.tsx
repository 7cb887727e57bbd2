import { classList } from '../class-list';
import { ClassCard, type CardHeadingLevel } from './class-card';

/** The 10 class cards: one column, two from medium width up. */
export function ClassCardGrid({ headingLevel }: { headingLevel: CardHeadingLevel }) {
  return (
    <ul className="card-grid card-grid--two">
      {classList.map((entry) => (
        <ClassCard key={entry.slug} entry={entry} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

import { registrationNotice, registrationTakesRequests, type CatalogGroup, type Term } from '@coop/contract';
import { ClassGroupFieldset } from './class-group-fieldset';

type TermClassesProps = {
  term: Term;
  groups: readonly CatalogGroup[];
  /** Heads the term with its name: when the form lists more than one. */
  named: boolean;
  /** The co-op's wall clock, "2027-03-01T09:00"; null until the app runs, so the pre-rendered page matches. */
  now: string | null;
  chosen: ReadonlySet<string>;
  onToggle: (key: string, chosen: boolean) => void;
  seatsText?: (key: string) => string;
  errors: Readonly<Record<string, string>>;
};

/**
 * One term's classes, group by group, under what the form says of the term now: when it opens, until when it is
 * open, or that requests join the waitlist. A term that takes nothing now lists no classes to choose.
 */
export function TermClasses({ term, groups, named, now, chosen, onToggle, seatsText, errors }: TermClassesProps) {
  const notice = now === null ? null : registrationNotice(term, now);
  const takes = now === null || registrationTakesRequests(term, now);
  const headingId = `enrollment-term-${term.key}`;
  return (
    <div
      className="enrollment-form__term"
      aria-labelledby={named ? headingId : undefined}
      role={named ? 'group' : undefined}
    >
      {named && (
        <h3 id={headingId} className="enrollment-form__term-name">
          {term.name}
        </h3>
      )}
      {notice && <p className="enrollment-form__term-notice">{notice}</p>}
      {takes &&
        groups.map((group) => {
          const classes = term.classes.filter((item) => item.group === group.key);
          return classes.length === 0 ? null : (
            <ClassGroupFieldset
              key={group.key}
              group={group}
              classes={classes}
              chosen={chosen}
              onToggle={onToggle}
              seatsText={seatsText}
              errors={errors}
            />
          );
        })}
    </div>
  );
}

import { useId } from 'react';
import type { CatalogClass, CatalogGroup } from '@coop/contract';

type ClassGroupFieldsetProps = {
  group: CatalogGroup;
  classes: readonly CatalogClass[];
  chosen: ReadonlySet<string>;
  onToggle: (key: string, chosen: boolean) => void;
  /** Each class's seats line, or undefined when the form has no seats (a form provider takes the enrollments). */
  seatsText?: (key: string) => string;
  /** Why the student may not take a chosen class, by class key. */
  errors?: Readonly<Record<string, string>>;
};

/**
 * One group of the catalogue (Elementary, Jr High, …) as checkboxes labelled with grade, days, time and place,
 * each described by its seats left and, when the student may not take it, why.
 */
export function ClassGroupFieldset({
  group,
  classes,
  chosen,
  onToggle,
  seatsText,
  errors = {},
}: ClassGroupFieldsetProps) {
  const idPrefix = useId();
  return (
    <fieldset className="class-group">
      <legend className="class-group__legend">{group.title}</legend>
      <ul className="class-group__list">
        {classes.map((item) => {
          const id = `${idPrefix}-${item.key}`;
          const seatsId = `${id}-seats`;
          const errorId = `${id}-error`;
          const error = errors[item.key];
          const describedBy = [seatsText ? seatsId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
          return (
            <li key={item.key} className="class-choice">
              <input
                id={id}
                className="class-choice__box"
                type="checkbox"
                name={item.key}
                value="Yes"
                checked={chosen.has(item.key)}
                onChange={(event) => onToggle(item.key, event.target.checked)}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
              />
              <div>
                <label htmlFor={id}>{item.label}</label>
                {/* Pre-rendered empty: the line is kept free, so the seats fill it without moving the list. */}
                {seatsText && (
                  <span id={seatsId} className="class-choice__seats">
                    {seatsText(item.key)}
                  </span>
                )}
                {error && (
                  <p id={errorId} className="field__error class-choice__error">
                    {error}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

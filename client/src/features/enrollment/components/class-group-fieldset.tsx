import { useId } from 'react';
import type { CatalogClass, CatalogGroup } from '@coop/contract';

type ClassGroupFieldsetProps = {
  group: CatalogGroup;
  classes: readonly CatalogClass[];
  chosen: ReadonlySet<string>;
  onToggle: (key: string, chosen: boolean) => void;
};

/** One group of the catalogue (Elementary, Jr High, …) as checkboxes labelled with grade, days, time and place. */
export function ClassGroupFieldset({ group, classes, chosen, onToggle }: ClassGroupFieldsetProps) {
  const idPrefix = useId();
  return (
    <fieldset className="class-group">
      <legend className="class-group__legend">{group.title}</legend>
      <ul className="class-group__list">
        {classes.map((item) => {
          const id = `${idPrefix}-${item.key}`;
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
              />
              <label htmlFor={id}>{item.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

import { searchMaxLength } from '@coop/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Field } from './form-field';
import { SelectField } from './select-field';
import './list-filters.css';

/** A list's sort, filters and search, side by side on wide screens and wrapping on a phone. */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="list-filters" role="search" aria-label={label}>
      {children}
    </div>
  );
}

export type Choice<T extends string> = { value: T; label: string };

type ChoiceFilterProps<T extends string> = {
  label: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
};

/** A menu among the list's filters: a sort order, or which rows to show. */
export function ChoiceFilter<T extends string>({ label, choices, value, onChange }: ChoiceFilterProps<T>) {
  return (
    <SelectField label={label} value={value} onChange={(chosen) => onChange(chosen as T)}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Typing pauses this long before the list is asked for again, so a word is one request, not one per letter. */
export const SEARCH_DELAY_MS = 300;

type SearchFilterProps = {
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
};

/** The list's search box: what is typed is passed on once typing pauses. */
export function SearchFilter({ label, hint, value, onSearch }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
  }

  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="field__control"
          type="search"
          maxLength={searchMaxLength}
          value={text}
          onChange={(event) => type(event.target.value)}
        />
      )}
    </Field>
  );
}

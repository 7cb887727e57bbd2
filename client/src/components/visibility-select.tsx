import type { Role } from '../graphql/graphql';
import { audienceChoices, type ShareAudienceOptions, type ShareChoice } from '../lib/share-choice';
import { visibilityChoices, visibilityLabels } from '../lib/visibility';
import { Field } from './form-field';

type VisibilitySelectProps = {
  role: Role;
  value: ShareChoice;
  onChange: (value: ShareChoice) => void;
  /** The classes and grades the sharer may choose besides the visibilities, once the server has said. */
  audiences?: ShareAudienceOptions;
  disabled?: boolean;
};

/**
 * "Who can see it", offering only what the sharer's role may choose: the visibilities, then, grouped, the classes
 * and grades whose families it may go to instead. One native select, so the keyboard and screen readers know it.
 */
export function VisibilitySelect({ role, value, onChange, audiences, disabled }: VisibilitySelectProps) {
  const { classes, grades } = audienceChoices(audiences);
  const visibilities = visibilityChoices(role).map((choice) => (
    <option key={choice} value={choice}>
      {visibilityLabels[choice]}
    </option>
  ));
  const group = (label: string, choices: Array<{ value: string; label: string }>) =>
    choices.length > 0 && (
      <optgroup label={label}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </optgroup>
    );
  const offered = classes.length + grades.length > 0;
  return (
    <Field
      label="Who can see it"
      hint={offered ? "A class's or grade's families find it with the class in My family." : undefined}
    >
      {(control) => (
        <select
          {...control}
          className="field__control"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {offered ? <optgroup label="Members">{visibilities}</optgroup> : visibilities}
          {group('One class', classes)}
          {group('One grade', grades)}
        </select>
      )}
    </Field>
  );
}

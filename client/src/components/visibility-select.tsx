import type { Role, Visibility } from '../graphql/graphql';
import { visibilityChoices, visibilityLabels } from '../lib/visibility';
import { Field } from './form-field';

type VisibilitySelectProps = {
  role: Role;
  value: Visibility;
  onChange: (value: Visibility) => void;
  disabled?: boolean;
};

/** "Who can see it", offering only what the sharer's role may choose. */
export function VisibilitySelect({ role, value, onChange, disabled }: VisibilitySelectProps) {
  return (
    <Field label="Who can see it">
      {(control) => (
        <select
          {...control}
          className="field__control"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as Visibility)}
        >
          {visibilityChoices(role).map((choice) => (
            <option key={choice} value={choice}>
              {visibilityLabels[choice]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

import { honeypotField } from '@coop/contract';
import { useId } from 'react';
import './honeypot-field.css';

type HoneypotProps = { value?: string; onChange?: (value: string) => void };

/**
 * `_gotcha`: a field people neither see nor reach with the keyboard, which
 * form-filling robots fill in; the collector then answers as usual and keeps
 * nothing. Pass value and onChange for a form that holds its fields in state.
 */
export function HoneypotField({ value, onChange }: HoneypotProps) {
  const id = useId();
  const controlled = onChange
    ? { value: value ?? '', onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
    : {};
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" {...controlled} />
    </div>
  );
}

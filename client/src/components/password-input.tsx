import { useState, type InputHTMLAttributes } from 'react';
import type { ControlProps } from './form-field';

type PasswordInputProps = ControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | keyof ControlProps>;

/** A password input with a button that shows or hides what was typed */
export function PasswordInput(props: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={shown ? 'text' : 'password'} className="field__control" />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide password' : 'Show password'}
      </button>
    </div>
  );
}

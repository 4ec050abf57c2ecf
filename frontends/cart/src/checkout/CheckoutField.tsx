import type { ReactNode } from 'react';

interface CheckoutFieldProps {
  /** The control's element id; its error and hint ids derive from it. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** A select instead of a text input. */
  options?: readonly { value: string; label: string }[];
  children?: ReactNode;
}

/**
 * A labelled checkout control whose error and hint are tied to it (aria-describedby,
 * aria-invalid); as in the site's forms (spec §5) the error stands above the title.
 */
export function CheckoutField(props: CheckoutFieldProps) {
  const { id, label, value, error, onChange, onBlur, required = false, hint, options } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    required,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: props.autoComplete,
  };
  return (
    <div className={`form-item field checkout-field${error ? ' error' : ''}`}>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <label className="title" htmlFor={id}>
        {label}
        {required ? null : <span className="checkout-optional"> (optional)</span>}
      </label>
      {hint ? (
        <p className="description" id={hintId}>
          {hint}
        </p>
      ) : null}
      {options ? (
        <select {...common} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {props.children}
    </div>
  );
}

import { RequiredMark } from '../forms/fields/field-frame';
import type { AccountFieldKind } from './account-rules';

/** One field of an account form: what it holds, how it is named and titled. */
export interface AccountFieldSpec {
  /** The property of the request body, and of the gateway's `errors`. */
  name: string;
  label: string;
  kind: AccountFieldKind;
  required?: boolean;
  /** A line under the title, e.g. the password bounds. */
  hint?: string;
}

const inputType: Record<AccountFieldKind, string> = {
  email: 'email',
  'current-password': 'password',
  'new-password': 'password',
  name: 'text',
};

/** Lets password managers fill the right thing (and offer a new password only where one is set). */
const autoComplete: Record<AccountFieldKind, string> = {
  email: 'email',
  'current-password': 'current-password',
  'new-password': 'new-password',
  name: 'name',
};

interface AccountFieldProps {
  spec: AccountFieldSpec;
  /** The control's element id; its error and hint ids derive from it. */
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A labelled input whose error is tied to it (aria-describedby, aria-invalid). As in the site's
 * forms (spec §5) the error stands above the title.
 */
export function AccountField({ spec, id, value, error, onChange }: AccountFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', spec.hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={`form-item field account-field${error ? ' error' : ''}`} data-field-name={spec.name}>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <label className="title" htmlFor={id}>
        {spec.label}
        <RequiredMark required={spec.required ?? false} />
      </label>
      {spec.hint ? (
        <p className="description" id={hintId}>
          {spec.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={spec.name}
        type={inputType[spec.kind]}
        autoComplete={autoComplete[spec.kind]}
        spellCheck={spec.kind === 'email' ? false : undefined}
        value={value}
        aria-required={spec.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

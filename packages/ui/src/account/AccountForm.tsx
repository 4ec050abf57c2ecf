import { useId, type ReactNode } from 'react';
import { addFormStyle } from '../forms/fields/form-style';
import { AccountField, type AccountFieldSpec } from './AccountField';
import type { AccountFormState } from './use-account-form';

/** What a form says of itself. */
export interface AccountFormWords {
  /** The form's accessible name. */
  label: string;
  /** The submit button's words, and its words while the request is out ('Signing in…'). */
  submit: string;
  busy: string;
}

export interface AccountFormProps {
  form: AccountFormState;
  fields: readonly AccountFieldSpec[];
  words: AccountFormWords;
  /** Controls of the form that are not account fields (a role select), before the button. */
  children?: ReactNode;
}

/**
 * An account form: its alert region first (the gateway's refusal, read out as it appears), the
 * fields, then the submit button. `noValidate`: the browser's own bubbles would word and place
 * messages unlike the rest, so every message comes from the form.
 */
export function AccountForm({ form, fields, words, children }: AccountFormProps) {
  addFormStyle();
  const key = useId().replace(/:/g, '');
  return (
    <form
      ref={form.formRef}
      className="react-form account-form"
      noValidate
      aria-label={words.label}
      aria-busy={form.busy || undefined}
      onSubmit={(event) => void form.submit(event)}
    >
      <div className="form-submission-error account-form-alert" role="alert">
        {form.alert}
      </div>
      {fields.map((spec) => (
        <AccountField
          key={spec.name}
          spec={spec}
          id={`${key}-${spec.name}`}
          value={form.values[spec.name] ?? ''}
          error={form.errors[spec.name]}
          onChange={(value) => form.change(spec.name, value)}
        />
      ))}
      {children}
      <div className="form-button-wrapper">
        <button type="submit" className="button sqs-system-button">
          {form.busy ? words.busy : words.submit}
        </button>
      </div>
    </form>
  );
}

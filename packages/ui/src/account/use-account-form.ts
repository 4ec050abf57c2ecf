import { useCallback, useRef, useState, type FormEvent } from 'react';
import { withoutError } from '../forms/form-state';
import { accountFailure } from './account-failure';
import { accountFieldError } from './account-rules';
import type { AccountFieldSpec } from './AccountField';

export type AccountValues = Record<string, string>;

/** The errors of the fields by name; a field without a problem has no entry. */
export function checkAccountFields(fields: readonly AccountFieldSpec[], values: AccountValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = accountFieldError(field.kind, values[field.name] ?? '', field.required ?? false);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** What is sent: e-mail and name without stray spaces; passwords exactly as typed. */
function sentValues(fields: readonly AccountFieldSpec[], values: AccountValues): AccountValues {
  const sent: AccountValues = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    sent[field.name] = field.kind === 'email' || field.kind === 'name' ? value.trim() : value;
  }
  return sent;
}

/** Keyboard users land on the first field in error, in the order the form shows them. */
function focusFirstError(form: HTMLFormElement | null, fields: readonly AccountFieldSpec[], errors: object): void {
  const failing = fields.find((field) => Object.prototype.hasOwnProperty.call(errors, field.name));
  if (!form || !failing) return;
  const item = Array.from(form.querySelectorAll<HTMLElement>('[data-field-name]')).find(
    (element) => element.dataset.fieldName === failing.name,
  );
  item?.querySelector<HTMLElement>('input, select')?.focus();
}

/**
 * The state of one account form: values, field errors, the form's alert and whether a request is
 * out. `submit` checks the fields, sends once (a second submit while one is out is ignored), and
 * shows the gateway's refusal in the alert and on the fields it names.
 */
export function useAccountForm(fields: readonly AccountFieldSpec[], send: (values: AccountValues) => Promise<void>) {
  const [values, setValues] = useState<AccountValues>(() => Object.fromEntries(fields.map((f) => [f.name, ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = useCallback((name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => withoutError(previous, name));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found = checkAccountFields(fields, values);
    setErrors(found);
    setAlert('');
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, fields, found);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await send(sentValues(fields, values));
    } catch (error) {
      const failure = accountFailure(error);
      const known = Object.fromEntries(
        Object.entries(failure.fieldErrors).filter(([name]) => fields.some((field) => field.name === name)),
      );
      setErrors(known);
      setAlert(failure.message);
      focusFirstError(formRef.current, fields, known);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** Empties the fields for the next entry (an invitation sent, another to write). */
  const reset = useCallback(() => {
    setValues(Object.fromEntries(fields.map((f) => [f.name, ''])));
    setErrors({});
    setAlert('');
  }, [fields]);

  return { values, errors, alert, busy, change, submit, reset, formRef };
}

export type AccountFormState = ReturnType<typeof useAccountForm>;

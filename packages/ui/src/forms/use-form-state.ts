import { useCallback, useState } from 'react';
import type { FieldErrors, FieldState, FormField, FormState } from '@storefront/form-rules';
import { initialFormState, withoutError } from './form-state';

/** The inputs' state of one form and its field errors; editing a field clears its error. */
export function useFormState(fields: readonly FormField[], answers?: Record<string, unknown> | null) {
  const [state, setState] = useState<FormState>(() => initialFormState(fields, answers));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useCallback((fieldId: string, next: FieldState) => {
    setState((previous) => ({ ...previous, [fieldId]: next }));
    setErrors((previous) => withoutError(previous, fieldId));
  }, []);
  return { state, errors, setErrors, change };
}

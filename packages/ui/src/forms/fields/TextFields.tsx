import type { ChangeEvent } from 'react';
import { characterCount, type FormField } from '@storefront/form-rules';
import { describedBy, FieldDescription, RequiredMark, type FieldIds } from './field-frame';

interface TextFieldProps {
  field: FormField;
  ids: FieldIds;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

const autoComplete: Partial<Record<FormField['type'], string>> = { email: 'email' };

/** The title, a label of the control, and the description under it. */
function Heading({ field, ids }: { field: FormField; ids: FieldIds }) {
  return (
    <>
      <label className="title" id={ids.title} htmlFor={ids.control}>
        {field.title}
        <RequiredMark required={field.required} />
      </label>
      <FieldDescription field={field} ids={ids} />
    </>
  );
}

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * What every one-value control carries: its id and name, the answer, whether it is required or
 * in error, and what describes it (`counter`: a textarea's character counter).
 */
function controlProps({ field, ids, value, error, onChange }: TextFieldProps, counter?: string) {
  return {
    id: ids.control,
    name: field.id,
    value,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, field, error, counter) || undefined,
    onChange: (event: ControlEvent) => onChange(event.currentTarget.value),
  };
}

/** text and email: one line. */
export function LineField(props: TextFieldProps) {
  const { field } = props;
  return (
    <>
      <Heading field={field} ids={props.ids} />
      <input
        {...controlProps(props)}
        type={field.type === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete[field.type]}
        spellCheck={field.type === 'email' ? false : undefined}
        placeholder={field.placeholder}
      />
    </>
  );
}

/**
 * A textarea; with a character limit it shows the spec's 'n / max' counter, which turns to its
 * error style once the text is longer (the text is not cut: the visitor sees what to shorten).
 */
export function TextareaField(props: TextFieldProps) {
  const { field, ids } = props;
  const count = field.maxLength ? characterCount(props.value, field.maxLength) : null;
  return (
    <>
      <Heading field={field} ids={ids} />
      <textarea {...controlProps(props, count ? ids.counter : undefined)} rows={4} placeholder={field.placeholder} />
      {count ? (
        <p id={ids.counter} className={count.exceeded ? 'form-counter form-counter--error' : 'form-counter'}>
          {count.text}
        </p>
      ) : null}
    </>
  );
}

export function SelectField(props: TextFieldProps) {
  const { field } = props;
  return (
    <>
      <Heading field={field} ids={props.ids} />
      <select {...controlProps(props)}>
        <option value="">{field.placeholder ?? 'Select an option'}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </>
  );
}

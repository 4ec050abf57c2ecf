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

function Title({ field, ids }: { field: FormField; ids: FieldIds }) {
  return (
    <label className="title" id={ids.title} htmlFor={ids.control}>
      {field.title}
      <RequiredMark required={field.required} />
    </label>
  );
}

/** text and email: one line. */
export function LineField({ field, ids, value, error, onChange }: TextFieldProps) {
  return (
    <>
      <Title field={field} ids={ids} />
      <FieldDescription field={field} ids={ids} />
      <input
        id={ids.control}
        name={field.id}
        type={field.type === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete[field.type]}
        spellCheck={field.type === 'email' ? false : undefined}
        placeholder={field.placeholder}
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, field, error) || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
}

/**
 * A textarea; with a character limit it shows the spec's 'n / max' counter, which turns to its
 * error style once the text is longer (the text is not cut: the visitor sees what to shorten).
 */
export function TextareaField({ field, ids, value, error, onChange }: TextFieldProps) {
  const count = field.maxLength ? characterCount(value, field.maxLength) : null;
  return (
    <>
      <Title field={field} ids={ids} />
      <FieldDescription field={field} ids={ids} />
      <textarea
        id={ids.control}
        name={field.id}
        rows={4}
        placeholder={field.placeholder}
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, field, error, count ? ids.counter : undefined) || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {count ? (
        <p id={ids.counter} className={count.exceeded ? 'form-counter form-counter--error' : 'form-counter'}>
          {count.text}
        </p>
      ) : null}
    </>
  );
}

export function SelectField({ field, ids, value, error, onChange }: TextFieldProps) {
  return (
    <>
      <Title field={field} ids={ids} />
      <FieldDescription field={field} ids={ids} />
      <select
        id={ids.control}
        name={field.id}
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, field, error) || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
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

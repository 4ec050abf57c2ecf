import type { ChoiceState, FieldState, FormField, FormState } from '@storefront/form-rules';
import { isMultiPart } from '@storefront/form-rules';
import { FieldDescription, FieldFrame, fieldIds } from './field-frame';
import { addFormStyle } from './form-style';
import { ChoiceField, LikertField, MultiPartField } from './GroupFields';
import { LineField, SelectField, TextareaField } from './TextFields';

export interface FormFieldsProps {
  /** Makes element ids unique when one page renders several forms. */
  formKey: string;
  fields: readonly FormField[];
  state: FormState;
  errors: Readonly<Record<string, string>>;
  onChange: (fieldId: string, state: FieldState) => void;
}

const asText = (state: FieldState | undefined) => (typeof state === 'string' ? state : '');
const asChoices = (state: FieldState | undefined) =>
  Array.isArray(state) ? state.filter((entry): entry is ChoiceState => typeof entry === 'object') : [];
const asParts = (state: FieldState | undefined) =>
  Array.isArray(state) ? state.filter((entry): entry is string => typeof entry === 'string') : [];
const asQuestions = (state: FieldState | undefined) =>
  state && typeof state === 'object' && !Array.isArray(state) ? state : {};

function FieldControl({
  field,
  formKey,
  state,
  error,
  onChange,
}: {
  field: FormField;
  formKey: string;
  state: FieldState | undefined;
  error: string | undefined;
  onChange: (state: FieldState) => void;
}) {
  const ids = fieldIds(formKey, field);
  const props = { field, ids, error };
  switch (field.type) {
    case 'textarea':
      return <TextareaField {...props} value={asText(state)} onChange={onChange} />;
    case 'select':
      return <SelectField {...props} value={asText(state)} onChange={onChange} />;
    case 'radio':
    case 'checkbox':
      return <ChoiceField {...props} choices={asChoices(state)} onChange={onChange} />;
    case 'likert':
      return <LikertField {...props} questions={asQuestions(state)} onChange={onChange} />;
    default:
      if (isMultiPart(field.type)) return <MultiPartField {...props} parts={asParts(state)} onChange={onChange} />;
      return <LineField {...props} value={asText(state)} onChange={onChange} />;
  }
}

/**
 * Every visible item of a form in definition order: sections as headings, hidden fields not at all
 * (their value comes from the page address), every other field in its frame with its error above
 * the title.
 */
export function FormFields({ formKey, fields, state, errors, onChange }: FormFieldsProps) {
  addFormStyle();
  return (
    <>
      {fields.map((field) => {
        if (field.type === 'hidden') return null;
        if (field.type === 'section') {
          const ids = fieldIds(formKey, field);
          return (
            <div key={field.id} className="form-item section" data-field-id={field.id}>
              <h3 className="form-section-title">{field.title}</h3>
              <FieldDescription field={field} ids={ids} />
            </div>
          );
        }
        const ids = fieldIds(formKey, field);
        return (
          <FieldFrame key={field.id} field={field} ids={ids} error={errors[field.id]}>
            <FieldControl
              field={field}
              formKey={formKey}
              state={state[field.id]}
              error={errors[field.id]}
              onChange={(next) => onChange(field.id, next)}
            />
          </FieldFrame>
        );
      })}
    </>
  );
}

/** Moves focus to the first field in error (its first input), so keyboard users land on it. */
export function focusFirstError(container: HTMLElement | null, fields: readonly FormField[], errors: object): void {
  const failing = fields.find((field) => Object.prototype.hasOwnProperty.call(errors, field.id));
  if (!container || !failing) return;
  const item = container.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(failing.id)}"]`);
  item?.querySelector<HTMLElement>('input, textarea, select')?.focus();
}

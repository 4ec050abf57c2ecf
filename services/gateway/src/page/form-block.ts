import { answerParts, isMultiPart, likertScale, type FormDefinition, type FormField } from '@storefront/form-rules';
import { scriptJson } from './page-context';

/**
 * A form as the theme's form-block partial renders it: the hook of the page markup contract
 * (`data-form-block`, `data-form-id`, `data-form-kind`), the definition for the forms remote as
 * JSON inside a script (escaped so no value can end the script), and a plain HTML fallback form
 * the remote replaces. Every text stays text: the templates escape it.
 */
export interface FormBlockJson {
  id: string;
  kind: string;
  name: string;
  /** Promo popups wait hidden in the page until the forms remote opens them as a dialog. */
  hidden: boolean;
  definitionJson: string;
  submitButtonText: string;
  fields: FallbackField[];
}

interface Choice {
  value: string;
  controlId: string;
}

interface FallbackField {
  id: string;
  type: string;
  controlId: string;
  title: string;
  description?: string;
  required: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Exactly one of these names how the field is drawn; the partial picks by which is present. */
  heading?: true;
  input?: { type: 'text' | 'email' };
  textarea?: true;
  hiddenInput?: true;
  select?: { options: string[] };
  choices?: { inputType: 'radio' | 'checkbox'; options: Choice[] };
  likert?: { questions: { question: string; name: string; steps: (Choice & { label: string })[] }[] };
  parts?: { name: string; label: string; controlId: string }[];
}

/** Element ids of one rendered form: the form id, then the field (the contact page's `contact-email`). */
function controlId(formId: string, ...names: string[]): string {
  return [formId, ...names].join('-').replace(/[^A-Za-z0-9_-]/g, '_');
}

function fallbackField(formId: string, field: FormField): FallbackField {
  const base: FallbackField = {
    id: field.id,
    type: field.type,
    controlId: controlId(formId, field.id),
    title: field.title,
    description: field.description,
    required: field.required,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
  };
  const options = field.options ?? [];
  switch (field.type) {
    case 'section':
      return { ...base, heading: true };
    case 'text':
    case 'email':
      return { ...base, input: { type: field.type } };
    case 'textarea':
      return { ...base, textarea: true };
    case 'hidden':
      return { ...base, hiddenInput: true };
    case 'select':
      return { ...base, select: { options } };
    case 'radio':
    case 'checkbox':
      return {
        ...base,
        choices: {
          inputType: field.type,
          options: options.map((value, index) => ({ value, controlId: controlId(formId, field.id, String(index)) })),
        },
      };
    case 'likert':
      return {
        ...base,
        likert: {
          questions: options.map((question, index) => ({
            question,
            name: `${field.id}-${index}`,
            steps: likertScale.map((step) => ({
              ...step,
              controlId: controlId(formId, field.id, String(index), step.value),
            })),
          })),
        },
      };
    default:
      if (!isMultiPart(field.type)) return { ...base, input: { type: 'text' } };
      return {
        ...base,
        parts: answerParts[field.type].map((part) => ({
          name: `${field.id}-${part}`,
          label: part,
          controlId: controlId(formId, field.id, part),
        })),
      };
  }
}

export function formBlockJson(definition: FormDefinition): FormBlockJson {
  return {
    id: definition.id,
    kind: definition.kind,
    name: definition.name,
    hidden: definition.kind === 'promo-popup',
    definitionJson: scriptJson(definition),
    submitButtonText: definition.submitButtonText,
    fields: definition.fields.map((field) => fallbackField(definition.id, field)),
  };
}

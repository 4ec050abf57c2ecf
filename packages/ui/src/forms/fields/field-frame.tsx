import type { ReactNode } from 'react';
import type { FormField } from '@storefront/form-rules';

/** Element ids of one field, unique per rendered form (`formKey`). */
export interface FieldIds {
  control: string;
  title: string;
  error: string;
  description: string;
  counter: string;
}

export function fieldIds(formKey: string, field: Pick<FormField, 'id'>): FieldIds {
  const base = `${formKey}-${field.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return {
    control: `${base}-control`,
    title: `${base}-title`,
    error: `${base}-error`,
    description: `${base}-description`,
    counter: `${base}-counter`,
  };
}

/** The ids a control is described by: its error (when shown), its description, its counter. */
export function describedBy(ids: FieldIds, field: FormField, error: string | undefined, extra?: string): string {
  return [error ? ids.error : '', field.description ? ids.description : '', extra ?? ''].filter(Boolean).join(' ');
}

export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

interface FieldFrameProps {
  field: FormField;
  ids: FieldIds;
  error: string | undefined;
  children: ReactNode;
}

/**
 * The box around one field. Spec §5: an error stands above the field title, so it comes first; the
 * title itself (label or legend) is rendered by the field.
 */
export function FieldFrame({ field, ids, error, children }: FieldFrameProps) {
  return (
    <div
      className={`form-item field ${field.type}${field.required ? ' required' : ''}${error ? ' error' : ''}`}
      data-field-id={field.id}
    >
      {error ? (
        <p className="field-error" id={ids.error}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function FieldDescription({ field, ids }: { field: FormField; ids: FieldIds }) {
  return field.description ? (
    <p className="description" id={ids.description}>
      {field.description}
    </p>
  ) : null;
}

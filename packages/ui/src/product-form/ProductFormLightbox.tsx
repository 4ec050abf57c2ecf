import { useId, useRef, useState, type FormEvent } from 'react';
import type { FormAnswers, FormDefinition } from '@storefront/form-rules';
import { FormFields, focusFirstError } from '../forms/fields/FormFields';
import { checkAnswers } from '../forms/form-answers';
import { FormProblemSummary } from '../forms/fields/FormProblemSummary';
import { useFormState } from '../forms/use-form-state';
import { Dialog } from '../dialog/Dialog';
import { DialogClose } from '../dialog/DialogClose';
import { lightboxPanelStyle } from '../dialog/overlay-style';

export interface ProductFormLightboxProps {
  /** The product title names the dialog. */
  title: string;
  definition: FormDefinition;
  /** Earlier answers to start from (a cart line being edited). */
  answers?: Record<string, unknown> | null;
  submitLabel: string;
  /** Resolves when the answers were taken; a rejection's message is shown in the dialog. */
  onSubmit: (answers: FormAnswers) => Promise<void> | void;
  onCancel: () => void;
  /** Where focus goes back when the dialog closes. */
  returnFocus: HTMLElement | null;
}

/**
 * A product's custom form in a modal lightbox (spec §4: Escape or the close control closes it).
 * The answers are checked by the shared form rules before they are handed on.
 */
export function ProductFormLightbox({
  title,
  definition,
  answers,
  submitLabel,
  onSubmit,
  onCancel,
  returnFocus,
}: ProductFormLightboxProps) {
  const titleId = useId();
  const formKey = `product-form${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const { state, errors, setErrors, change } = useFormState(definition.fields, answers);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkAnswers(definition, state, window.location.search);
    setErrors(checked.errors);
    setFailure(null);
    if (Object.keys(checked.errors).length > 0) {
      focusFirstError(formRef.current, definition.fields, checked.errors);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(checked.answers);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong');
      setSaving(false);
    }
  };

  const problem = Object.keys(errors).length > 0;
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onCancel}
      returnFocus={returnFocus}
      backdropClassName="sqs-modal-lightbox product-form-lightbox"
      className="sqs-modal-lightbox-content"
      style={{ ...lightboxPanelStyle, maxWidth: '40rem' }}
    >
      <h2 id={titleId} className="product-form-title" style={{ marginTop: 0, paddingRight: 32 }}>
        {title}
      </h2>
      {problem ? <FormProblemSummary where="above" /> : null}
      <form
        ref={formRef}
        className="react-form product-form-answers"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormFields formKey={formKey} fields={definition.fields} state={state} errors={errors} onChange={change} />
        {failure ? (
          <p className="form-submission-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="form-button-wrapper">
          <button type="submit" className="button sqs-button-element--primary" aria-disabled={saving || undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
      {problem ? <FormProblemSummary where="below" /> : null}
      <DialogClose className="sqs-lightbox-close" onClick={onCancel} />
    </Dialog>
  );
}

import { createRoot } from 'react-dom/client';
import type { FormAnswers, FormDefinition } from '@storefront/form-rules';
import { makeRestInert } from '../dialog/focus-trap';
import { ProductFormLightbox } from './ProductFormLightbox';

export interface ProductFormOptions {
  title: string;
  definition: FormDefinition;
  answers?: Record<string, unknown> | null;
  submitLabel: string;
  /**
   * Takes the checked answers (e.g. saves them); the dialog stays open with the error when it
   * rejects. Without it the answers are simply returned.
   */
  save?: (answers: FormAnswers) => Promise<void>;
  /** Where focus goes back when the dialog closes. */
  returnFocus: HTMLElement | null;
}

/**
 * Opens a product's custom form in a modal lightbox at the end of <body> (the rest of the page
 * inert). Resolves with the answers, or null when the visitor closes it.
 */
export function openProductForm(options: ProductFormOptions): Promise<FormAnswers | null> {
  const container = document.createElement('div');
  container.className = 'storefront-overlay';
  document.body.append(container);
  const undoInert = makeRestInert(container);
  const root = createRoot(container);
  return new Promise((resolve) => {
    let open = true;
    const close = (answers: FormAnswers | null) => {
      if (!open) return;
      open = false;
      root.unmount();
      container.remove();
      undoInert();
      options.returnFocus?.focus();
      resolve(answers);
    };
    root.render(
      <ProductFormLightbox
        title={options.title}
        definition={options.definition}
        answers={options.answers}
        submitLabel={options.submitLabel}
        onSubmit={async (answers) => {
          await options.save?.(answers);
          close(answers);
        }}
        onCancel={() => close(null)}
      />,
    );
  });
}

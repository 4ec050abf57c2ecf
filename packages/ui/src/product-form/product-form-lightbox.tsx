import type { FormAnswers, FormDefinition } from '@storefront/form-rules';
import { openOverlay } from '../dialog/overlay';
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
 * Opens a product's custom form in a modal lightbox at the end of <body>. Resolves with the
 * answers, or null when the visitor closes it.
 */
export function openProductForm(options: ProductFormOptions): Promise<FormAnswers | null> {
  const overlay = openOverlay();
  return new Promise((resolve) => {
    const close = (answers: FormAnswers | null) => {
      overlay.close();
      resolve(answers);
    };
    overlay.render(
      <ProductFormLightbox
        title={options.title}
        definition={options.definition}
        answers={options.answers}
        submitLabel={options.submitLabel}
        returnFocus={options.returnFocus}
        onSubmit={async (answers) => {
          await options.save?.(answers);
          close(answers);
        }}
        onCancel={() => close(null)}
      />,
    );
  });
}

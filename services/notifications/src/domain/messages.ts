/** Texts a person may read, spec wording where the spec has one (spec §5 "Restock form", proto errors). */
export const notificationsMessages = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid.',
  productUnavailable: 'This product is no longer available.',
  restockOff: 'This product does not take restock sign-ups.',
  captchaMissing: 'Complete CAPTCHA before submitting.',
  catalogUnavailable: 'The store is busy right now. Please try again in a few seconds.',
  cursorInvalid: 'The cursor is not valid.',
} as const;

/**
 * Texts a person may read (proto errors). The restock form's e-mail wording is form-rules'
 * `restockEmailMessages`, shared with the browser.
 */
export const notificationsMessages = {
  productUnavailable: 'This product is no longer available.',
  restockOff: 'This product does not take restock sign-ups.',
  captchaMissing: 'Complete CAPTCHA before submitting.',
  catalogUnavailable: 'The store is busy right now. Please try again in a few seconds.',
} as const;

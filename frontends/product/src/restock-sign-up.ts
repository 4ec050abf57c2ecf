import { restockEmailMessages } from '@storefront/form-rules';
import { ApiError } from '@storefront/ui';

/** Spec §8 "Restock": the words of the restock sign-up form besides its e-mail's (form-rules). */
export const restockMessages = {
  failed: 'Unable to submit form. Please try again later.',
  signedUp: 'Signed up!',
} as const;

/** Spec §3 "Restock sign-up" payload, with the optional language of the page. */
export interface RestockSignUp {
  isJoinMailingList: boolean;
  productId: string;
  siteVisitorEmail: string;
  variantId: string;
  recaptchaEnterpriseV3Token: string;
  language?: string;
}

export interface RestockAnswers {
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  captchaToken: string | null;
  language: string;
}

export function restockSignUp(answers: RestockAnswers): RestockSignUp {
  return {
    isJoinMailingList: answers.joinMailingList,
    productId: answers.productId,
    siteVisitorEmail: answers.email.trim(),
    variantId: answers.variantId,
    recaptchaEnterpriseV3Token: answers.captchaToken ?? '',
    ...(answers.language ? { language: answers.language } : {}),
  };
}

/** Where a refused sign-up's message belongs: at the e-mail field, at the captcha or under the form. */
export interface RestockFailure {
  place: 'email' | 'captcha' | 'form';
  message: string;
}

const emailMessages: readonly string[] = Object.values(restockEmailMessages);

/**
 * Spec §8: the server's message, or 'Unable to submit form. Please try again later.' when it gave
 * none. A refused captcha (403) resets the captcha; the e-mail's own messages stay with the field.
 */
export function restockFailure(error: unknown): RestockFailure {
  const message = error instanceof ApiError && error.status !== 0 && error.message ? error.message : null;
  if (error instanceof ApiError && error.status === 403 && /captcha/i.test(error.message))
    return { place: 'captcha', message: error.message };
  if (message !== null && emailMessages.includes(message)) return { place: 'email', message };
  if (message === null || /^HTTP \d+$/.test(message)) return { place: 'form', message: restockMessages.failed };
  return { place: 'form', message };
}

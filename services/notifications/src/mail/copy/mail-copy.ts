/**
 * The words of every e-mail in one language. A phrase may name values in braces ('{storeName}'),
 * filled in as plain text before the layout escapes it. Placeholders per mail:
 *   restockNotice   storeName, productTitle
 *   accountLink     storeName
 *   formSubmission  storeName, formName; `submitted` also submitted (the formatted time)
 */
export interface MailCopy {
  restockNotice: {
    subject: string;
    preheader: string;
    heading: string;
    intro: string;
    button: string;
    footer: string;
  };
  accountLink: Record<AccountLinkKind, AccountLinkCopy>;
  formSubmission: {
    subject: string;
    preheader: string;
    heading: string;
    intro: string;
    submitted: string;
    footer: string;
  };
  /** Beside every button: the link written out, for clients that do not show the button. */
  linkFallback: string;
}

export type AccountLinkKind = 'invitation' | 'ownerPasswordReset' | 'customerPasswordReset';

/**
 * `expiry` states the lifetime the accounts service gives the link (services/accounts
 * src/domain/link-lifetime.ts: invitations 7 days, password resets 1 hour, spent on use); the
 * request carries no expiry, so the words follow that file.
 */
export interface AccountLinkCopy {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
}

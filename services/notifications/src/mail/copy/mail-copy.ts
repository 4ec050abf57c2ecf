/**
 * The words of every e-mail in one language. A phrase may name values in braces ('{storeName}'),
 * filled in as plain text before the layout escapes it. Placeholders per mail:
 *   restockNotice   storeName, productTitle
 *   accountLink     storeName; `expiry` also expires (when the link stops working, formatted)
 *   formSubmission  storeName, formName; `submitted` also submitted (the formatted time)
 *   orderConfirmation storeName, orderNumber; `giftCardPaid` also last4 (the card code's end)
 *   giftCard        storeName
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
  orderConfirmation: {
    subject: string;
    preheader: string;
    heading: string;
    intro: string;
    subtotal: string;
    discount: string;
    shipping: string;
    tax: string;
    total: string;
    giftCardPaid: string;
    cardPaid: string;
    /** The heading of the shipping address and method. */
    shipTo: string;
    button: string;
    footer: string;
  };
  giftCard: {
    subject: string;
    preheader: string;
    heading: string;
    intro: string;
    code: string;
    balance: string;
    footer: string;
  };
  /** Beside every button: the link written out, for clients that do not show the button. */
  linkFallback: string;
}

export type AccountLinkKind = 'invitation' | 'ownerPasswordReset' | 'customerPasswordReset';

/**
 * `expiry` states the moment the link stops working, as the request carries it from the service
 * that made the link (the accounts service owns the lifetimes); a mail whose request states none
 * leaves the sentence out.
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

/** A payment card as the shopper typed it; checked (domain/payment-card) and never stored. */
export interface PaymentCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type Authorisation =
  /** `paymentMethodToken` when the request asked to keep the card: what later charges name it by. */
  | { outcome: 'authorised'; authorizationId: string; paymentMethodToken?: string }
  /** `code` is the provider's decline code (card_declined, insufficient_funds, ...); `message` is for the shopper. */
  | { outcome: 'declined'; code: string; message: string };

/**
 * What to authorise and on what: a card typed now (kept by the provider for later charges when
 * `keepPaymentMethod`, as a subscription's first order asks), or a payment method kept before,
 * named by the provider's token (a subscription's renewal). No card number is ever stored here.
 */
export type AuthoriseRequest = {
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  idempotencyKey: string;
} & ({ card: PaymentCard; keepPaymentMethod?: boolean } | { paymentMethodToken: string });

/**
 * A payment provider: money is authorised (held on the card), then captured (taken) or voided
 * (let go); a capture may be refunded. Every call is idempotent by its key: a repeat answers what
 * the first call did, a declined authorisation included, and moves no money twice.
 */
export interface PaymentProvider {
  readonly name: string;
  authorise(request: AuthoriseRequest): Promise<Authorisation>;
  /**
   * The authorisation an earlier `authorise` with this key made, if that call reached the
   * provider: what a placement that crashed in the middle of authorising needs to void.
   */
  findAuthorisation(idempotencyKey: string): Promise<string | undefined>;
  capture(authorizationId: string, idempotencyKey: string): Promise<void>;
  void(authorizationId: string, idempotencyKey: string): Promise<void>;
  refund(authorizationId: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

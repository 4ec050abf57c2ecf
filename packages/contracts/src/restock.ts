/**
 * Restock lists and send requests as the gateway's owner routes answer them and the owner remote
 * reads them (spec §3 "Restock lists"): the contract's fields in camelCase, times RFC 3339 or ''.
 */

/** Restock sign-ups of one product variant. */
export interface RestockSignUpGroupJson {
  productId: string;
  variantId: string;
  productTitle: string;
  variantDescription: string;
  signUpCount: number;
  /** Sign-ups not notified yet. */
  pendingCount: number;
  lastSignUp: string;
  lastSent: string;
}

export interface RestockSignUpJson {
  id: string;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  language: string;
  created: string;
  notified: string;
}

export type SendRequestState = 'queued' | 'sending' | 'finished';

/** One press of "Send" for one group, and how far its e-mails got. */
export interface SendRequestJson {
  id: string;
  productId: string;
  variantId: string;
  productTitle: string;
  variantDescription: string;
  state: SendRequestState;
  total: number;
  sent: number;
  failed: number;
  queued: number;
  created: string;
  finished: string;
  lastFailure: string;
}

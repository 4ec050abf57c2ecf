import { createHash, randomBytes } from 'node:crypto';
import { rows, type Database } from '@storefront/service-kit';
import { FailedPreconditionError, NotFoundError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import { cardDigits } from '../domain/payment-card';
import { testCardDecline } from '../domain/test-cards';
import type { Authorisation, AuthoriseRequest, PaymentProvider } from './payment-provider';

const keyHashOf = (operation: string, key: string) =>
  createHash('sha256')
    .update(JSON.stringify([operation, key]))
    .digest('hex');

interface RequestRow {
  authorization_id: string | null;
  decline_code: string | null;
  decline_message: string | null;
  payment_method_token?: string | null;
}

/** A kept card that is unknown, or has been marked as declining since (a card cancelled by its bank). */
const UNKNOWN_METHOD = { code: 'payment_method_unknown', message: 'Your saved card is no longer available.' };

/**
 * The embedded payment provider: no money moves, but it keeps books like a real one, in the cart's
 * own database, so a repeated key answers the first answer after a restart too, and a test can
 * tell an authorisation that was captured from one that was voided. Stripe's test card numbers
 * decline as they do there (domain/test-cards).
 */
export function testPaymentProvider(db: Database): PaymentProvider {
  /** Moves an authorisation from one of `from` to `to`; staying in `to` is a repeat and fine. */
  async function transition(authorizationId: string, from: string, to: string): Promise<void> {
    const moved = await rows<{ id: string }>(
      db,
      sql`update test_payment_authorizations set status = ${to}
          where id = ${authorizationId} and status in (${from}, ${to}) returning id`,
    );
    if (moved.length > 0) return;
    const [found] = await rows<{ status: string }>(
      db,
      sql`select status from test_payment_authorizations where id = ${authorizationId}`,
    );
    if (!found) throw new NotFoundError('No such authorisation.');
    throw new FailedPreconditionError(`The authorisation is ${found.status}.`);
  }

  /** How a charge to a kept card answers: its row says whether it declines now. */
  async function keptMethodDecline(token: string): Promise<{ code: string; message: string } | undefined> {
    const [method] = await rows<{ decline_code: string | null; decline_message: string | null }>(
      db,
      sql`select decline_code, decline_message from test_payment_methods where token = ${token}`,
    );
    if (!method) return UNKNOWN_METHOD;
    return method.decline_code ? { code: method.decline_code, message: method.decline_message ?? '' } : undefined;
  }

  return {
    name: 'test',

    async authorise(request: AuthoriseRequest): Promise<Authorisation> {
      const { amountCents, currency, idempotencyKey } = request;
      const keyHash = keyHashOf('authorise', idempotencyKey);
      const decline =
        'card' in request
          ? testCardDecline(cardDigits(request.card.number))
          : await keptMethodDecline(request.paymentMethodToken);
      const authorizationId = decline ? null : `tauth_${randomBytes(12).toString('hex')}`;
      const keep = 'card' in request && request.keepPaymentMethod === true && !decline;
      const paymentMethodToken = keep ? `tpm_${randomBytes(12).toString('hex')}` : null;
      // the request, its authorisation and its kept card in one statement (atomic, one round trip)
      const [claimed] = await rows<RequestRow>(
        db,
        sql`with claimed as (
              insert into test_payment_requests (key_hash, operation, authorization_id, decline_code, decline_message,
                payment_method_token)
              values (${keyHash}, 'authorise', ${authorizationId}, ${decline?.code ?? null}, ${decline?.message ?? null},
                ${paymentMethodToken})
              on conflict (key_hash) do nothing
              returning authorization_id, decline_code, decline_message, payment_method_token
            ), authorised as (
              insert into test_payment_authorizations (id, amount_cents, currency, status)
              select authorization_id, ${amountCents}::bigint, ${currency}::text, 'authorised'
              from claimed where authorization_id is not null
            ), kept as (
              -- only how its charges answer is kept, as a real provider keeps a card behind a token
              insert into test_payment_methods (token)
              select payment_method_token from claimed where payment_method_token is not null
            )
            select authorization_id, decline_code, decline_message, payment_method_token from claimed`,
      );
      // the first request with the key decided the answer, whichever request this is
      const first =
        claimed ??
        (
          await rows<RequestRow>(
            db,
            sql`select authorization_id, decline_code, decline_message, payment_method_token
                from test_payment_requests where key_hash = ${keyHash}`,
          )
        )[0];
      if (first!.authorization_id)
        return {
          outcome: 'authorised',
          authorizationId: first!.authorization_id,
          ...(first!.payment_method_token ? { paymentMethodToken: first!.payment_method_token } : {}),
        };
      return { outcome: 'declined', code: first!.decline_code!, message: first!.decline_message! };
    },

    async findAuthorisation(idempotencyKey) {
      const [found] = await rows<RequestRow>(
        db,
        sql`select authorization_id from test_payment_requests where key_hash = ${keyHashOf('authorise', idempotencyKey)}`,
      );
      return found?.authorization_id ?? undefined;
    },

    capture: (authorizationId) => transition(authorizationId, 'authorised', 'captured'),

    void: (authorizationId) => transition(authorizationId, 'authorised', 'voided'),

    async refund(authorizationId, amountCents, idempotencyKey) {
      await db.transaction(async (tx) => {
        const claimed = await rows<{ key_hash: string }>(
          tx,
          sql`insert into test_payment_requests (key_hash, operation, authorization_id)
              values (${keyHashOf('refund', idempotencyKey)}, 'refund', ${authorizationId})
              on conflict (key_hash) do nothing returning key_hash`,
        );
        if (claimed.length === 0) return;
        const refunded = await rows<{ id: string }>(
          tx,
          sql`update test_payment_authorizations set refunded_cents = refunded_cents + ${amountCents}
              where id = ${authorizationId} and status = 'captured' and refunded_cents + ${amountCents} <= amount_cents
              returning id`,
        );
        if (refunded.length === 0)
          throw new FailedPreconditionError('Only captured money can be refunded, at most once.');
      });
    },
  };
}

import { rows, type Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';

/** A gift card as a placement reads it before spending. */
export interface StoredGiftCard {
  id: string;
  codeHash: string;
  codeLast4: string;
  websiteId: string;
  currency: string;
  balanceCents: number;
}

interface GiftCardRow {
  id: string;
  code_hash: string;
  code_last4: string;
  website_id: string;
  currency: string;
  balance_cents: string | number;
}

export async function giftCardsByCodeHash(db: Database, codeHashes: string[]): Promise<StoredGiftCard[]> {
  if (codeHashes.length === 0) return [];
  const found = await rows<GiftCardRow>(
    db,
    sql`select id, code_hash, code_last4, website_id, currency, balance_cents from gift_cards
        where code_hash in (${sql.join(
          codeHashes.map((hash) => sql`${hash}`),
          sql`, `,
        )})`,
  );
  return found.map((row) => ({
    id: row.id,
    codeHash: row.code_hash,
    codeLast4: row.code_last4,
    websiteId: row.website_id,
    currency: row.currency,
    balanceCents: Number(row.balance_cents),
  }));
}

/**
 * Takes `amountCents` off a gift card only if its balance still holds it, in the order's
 * transaction: of many placements spending one card at once, those the balance covers pass and
 * the rest change nothing, and no balance ever goes below zero.
 */
export async function spendGiftCard(
  tx: Database,
  orderId: string,
  giftCardId: string,
  amountCents: number,
): Promise<boolean> {
  const spent = await rows<{ id: string }>(
    tx,
    sql`with spent as (
          update gift_cards set balance_cents = balance_cents - ${amountCents}
          where id = ${giftCardId} and balance_cents >= ${amountCents} returning id)
        insert into gift_card_spends (order_id, gift_card_id, amount_cents)
        select ${orderId}::uuid, id, ${amountCents}::bigint from spent
        returning gift_card_id as id`,
  );
  return spent.length > 0;
}

export interface NewGiftCard {
  codeHash: string;
  codeLast4: string;
  sealedCode: string;
  websiteId: string;
  currency: string;
  balanceCents: number;
}

export async function issueGiftCards(tx: Database, orderId: string, giftCards: NewGiftCard[]): Promise<void> {
  for (const [position, card] of giftCards.entries()) {
    await tx.execute(
      sql`insert into gift_cards (code_hash, code_last4, sealed_code, website_id, currency, initial_cents, balance_cents,
            issued_by_order_id, position)
          values (${card.codeHash}, ${card.codeLast4}, ${card.sealedCode}, ${card.websiteId}, ${card.currency},
            ${card.balanceCents}, ${card.balanceCents}, ${orderId}, ${position})`,
    );
  }
}

/** The gift cards an order issued, in the order they were issued, their codes still sealed. */
export async function giftCardsIssuedBy(
  db: Database,
  orderId: string,
): Promise<{ sealedCode: string; codeLast4: string; balanceCents: number; currency: string }[]> {
  const found = await rows<{
    sealed_code: string;
    code_last4: string;
    balance_cents: string | number;
    currency: string;
  }>(
    db,
    sql`select sealed_code, code_last4, balance_cents, currency from gift_cards
        where issued_by_order_id = ${orderId} order by position`,
  );
  return found.map((row) => ({
    sealedCode: row.sealed_code,
    codeLast4: row.code_last4,
    balanceCents: Number(row.balance_cents),
    currency: row.currency,
  }));
}

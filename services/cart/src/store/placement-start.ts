import { rows, type Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import { checkoutInputsJson, checkoutInputsOf, type CheckoutInputs, type CheckoutInputsJson } from './checkout-details';
import { PLACEMENT_COLUMNS, toPlacement, type Placement, type PlacementRow } from './placements';

/**
 * What a place-order reads after its cart, in one statement (one snapshot): the attempt's journal
 * row, if any, and, for `checkoutOf` (a shopping cart's id), the checkout that prices a new
 * placement and names the e-mail.
 */
export async function placementAndCheckout(
  db: Database,
  attemptKey: string,
  checkoutOf: string | null,
): Promise<{ placement: Placement | null; checkout: CheckoutInputs | undefined }> {
  const [row] = await rows<{ placement: PlacementRow | null; checkout: CheckoutInputsJson }>(
    db,
    sql`select (select row_to_json(p) from (select ${PLACEMENT_COLUMNS} from order_placements
          where attempt_key = ${attemptKey}) p) as placement,
        ${checkoutOf === null ? sql`null::json` : checkoutInputsJson(checkoutOf)} as checkout`,
  );
  return {
    placement: row!.placement ? toPlacement(row!.placement) : null,
    checkout: checkoutOf === null ? undefined : checkoutInputsOf(row!.checkout),
  };
}

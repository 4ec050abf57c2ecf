import { FieldsRefusedError } from '@storefront/service-kit/errors';
import type { Database } from '@storefront/service-kit';
import type { CheckoutRules } from '../domain/checkout';
import { checkoutSettingsProblems } from '../domain/checkout-settings';
import { ANSWERS_REFUSED } from '../domain/messages';
import { readCheckoutRules, replaceCheckoutRules, timesUsedByCode } from '../store/checkout-settings';

export interface SettingsView {
  rules: CheckoutRules;
  timesUsed: Map<string, number>;
}

export async function getCheckoutSettings(db: Database): Promise<SettingsView> {
  const [rules, timesUsed] = await Promise.all([readCheckoutRules(db), timesUsedByCode(db)]);
  return { rules, timesUsed };
}

/** Replaces the owner's three lists whole after checking every item; a refusal saves nothing. */
export async function putCheckoutSettings(db: Database, rules: CheckoutRules): Promise<SettingsView> {
  const problems = checkoutSettingsProblems(rules);
  if (Object.keys(problems).length > 0) throw new FieldsRefusedError(ANSWERS_REFUSED, problems);
  await replaceCheckoutRules(db, rules);
  return getCheckoutSettings(db);
}

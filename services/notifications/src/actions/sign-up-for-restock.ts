import type { notificationsV1 } from '@storefront/proto';
import { captchaToken, emailAddress, language, optionalId, requiredId } from '../domain/request-fields';
import { chosenVariant, requireRestockSignUps } from '../domain/restock-product';
import { upsertSignUp } from '../store/sign-ups';
import type { NotificationsContext } from './notifications-context';

/** A promise awaited later, in the order the checks must fail in; its failure is never unhandled meanwhile. */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * A visitor's restock sign-up (proto SignUpForRestock), checked in the contract's order: fields,
 * product and variant, whether the product takes sign-ups, captcha. The catalog reads start
 * together (they are cached; a sign-up is one round trip when they are not), but fail in that
 * order. Nothing is stored unless every check passed; then one statement stores it. True when new.
 */
export async function signUpForRestock(
  context: NotificationsContext,
  request: notificationsV1.SignUpForRestockRequest,
): Promise<boolean> {
  const productId = requiredId(request.productId, 'product_id');
  const variantId = optionalId(request.variantId, 'variant_id');
  const email = emailAddress(request.siteVisitorEmail);
  const signUpLanguage = language(request.language);
  const token = captchaToken(request.recaptchaEnterpriseV3Token);

  const { catalog } = context;
  const product = started(catalog.product(productId));
  const merchandising = started(catalog.merchandising(productId));
  const settings = started(catalog.settings());
  const variant = chosenVariant(await product, variantId);
  requireRestockSignUps(await merchandising);
  if ((await settings).website?.captchaSiteKey) await context.captcha.check(token);

  return upsertSignUp(context.db, {
    productId,
    variantId: variant.id,
    email,
    isJoinMailingList: request.isJoinMailingList,
    language: signUpLanguage,
  });
}

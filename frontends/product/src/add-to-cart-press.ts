import {
  clampQuantity,
  EXPRESS_CHECKOUT_SESSION_MESSAGE,
  isSoldOut,
  matchVariant,
  QUANTITY_LIMITS,
  readQuantity,
  unselectedOptions,
  validateAddToCart,
  type AddToCartErrorType,
} from '@storefront/commerce';
import type { AddToCartDetail } from '@storefront/contracts';
import { ApiError, dispatchStorefrontEvent } from '@storefront/ui';
import type { AddToCartButtonState } from './button-state';
import { addEntry, startSubscription } from './cart-api';
import { showAlert } from './overlays';
import { pageType, storeExpressCheckout, websiteId } from './page-settings';
import { collectFormAnswers } from './product-form-seam';
import { productScope, readProduct, variantsElement, withStock, type ProductOnPage } from './product-on-page';
import {
  alertTitle,
  EXPRESS_CHECKOUT_URL,
  giftCardCheckoutUrl,
  hasCartCookies,
  purchasePath,
  subscriptionCheckoutUrl,
  type PurchasePath,
} from './purchase-path';
import { recordAddToCart } from './shopping-events';
import { cachedStock, freshStock } from './stock-cache';
import { readChosenOptions } from './variant-choice';

/** Spec §8 interface string for a failure without a message of its own. */
const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Navigation goes through here so a test page could watch it. */
function navigate(url: string): void {
  window.location.assign(url);
}

function quantityField(scope: ParentNode, itemId: string): HTMLInputElement | null {
  return scope.querySelector<HTMLInputElement>(`.product-quantity-input[data-item-id="${CSS.escape(itemId)}"] input`);
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return SOMETHING_WENT_WRONG;
}

interface Press {
  button: HTMLElement;
  state: AddToCartButtonState;
  idleLabel: string;
}

/** What a press tried to add, for the shopping event of its outcome. */
interface Attempt {
  product: ProductOnPage;
  quantity: number;
}

function fail(
  press: Press,
  attempt: Attempt,
  path: PurchasePath,
  express: boolean,
  type: AddToCartErrorType,
  message: string,
) {
  recordAddToCart(press.button, attempt.product, attempt.quantity, type);
  void showAlert({ title: alertTitle(path, express), message, errorType: type, returnFocus: press.button });
}

/**
 * One press of an add-to-cart button, from the label change (synchronous, so the click paints at
 * once) through validation (spec §5) to the add, the subscription call or the gift-card checkout.
 */
export async function pressAddToCart(press: Press): Promise<void> {
  const { button, state } = press;
  if (!state.press()) return;

  const itemId = button.dataset.itemId ?? '';
  const scope = productScope(button);
  // a product without choices learns its sku from the stock rows; wait for them only if needed
  let product: ProductOnPage = withStock(readProduct(button), cachedStock(itemId));
  if (product.stockPending) product = withStock(product, await freshStock(itemId));

  const chosen = readChosenOptions(variantsElement(scope, itemId));
  const quantityText = quantityField(scope, itemId)?.value;
  const path = purchasePath(product);
  const express = path === 'cart' && (product.expressCheckout ?? storeExpressCheckout());
  const check = validateAddToCart({
    product,
    chosen,
    quantity: quantityText,
    path: path === 'subscription' ? 'subscription' : 'cart',
  });

  const detail = addToCartDetail(product, chosen, quantityText, express, press.idleLabel);
  dispatchStorefrontEvent('storefront:add-to-cart', detail);
  const attempt: Attempt = { product, quantity: detail.quantity };

  if (!check.ok) {
    if (check.type === 'NO_VARIANT_SELECTED') state.needOption();
    else state.cancel();
    fail(press, attempt, path, express, check.type, check.message);
    return;
  }

  const { variant, quantity } = check;
  if (path === 'gift-card') {
    const chosenDenomination = product.variantOptionOrdering.length > 0 ? variant.sku : null;
    navigate(giftCardCheckoutUrl(websiteId(), product.id, chosenDenomination));
    return;
  }

  const answers = product.form
    ? await collectFormAnswers(product)
    : { submitted: true as const, additionalFields: null };
  if (!answers.submitted) {
    state.cancel();
    // the seam has shown its alert already; the failure is counted like every other
    if (answers.failure) recordAddToCart(button, product, quantity, answers.failure);
    return;
  }

  if (path === 'subscription') {
    try {
      const cartToken = await startSubscription({
        itemId: product.id,
        sku: variant.sku,
        quantity,
        additionalFields: JSON.stringify(answers.additionalFields ?? {}),
        ...(product.subscriptionOptionId ? { subscriptionOptionId: product.subscriptionOptionId } : {}),
      });
      navigate(subscriptionCheckoutUrl(cartToken));
    } catch (error) {
      state.fail();
      fail(press, attempt, path, express, 'SUB_API_FAILURE', failureMessage(error));
    }
    return;
  }

  try {
    await addEntry({ itemId: product.id, sku: variant.sku, quantity, additionalFields: answers.additionalFields });
  } catch (error) {
    state.fail();
    fail(press, attempt, path, express, 'API_FAILURE', failureMessage(error));
    void freshStock(itemId);
    return;
  }
  recordAddToCart(button, product, quantity);

  if (!express) {
    state.succeed();
    return;
  }
  if (hasCartCookies(document.cookie)) {
    navigate(EXPRESS_CHECKOUT_URL);
    return;
  }
  state.fail();
  fail(press, attempt, path, express, 'EXPRESS_CHECKOUT_FAILURE', EXPRESS_CHECKOUT_SESSION_MESSAGE);
}

/** Spec §3 add-to-cart event detail, as the press found the product. */
function addToCartDetail(
  product: ProductOnPage,
  chosen: Record<string, string | null>,
  quantityText: string | undefined,
  express: boolean,
  addToCartText: string,
): AddToCartDetail {
  const variant =
    unselectedOptions(product.variantOptionOrdering, chosen).length === 0 ? matchVariant(product, chosen) : undefined;
  const typed = quantityText === undefined ? QUANTITY_LIMITS.default : readQuantity(quantityText);
  const isInStock = variant
    ? !isSoldOut({ productType: product.productType, variants: [variant] })
    : !isSoldOut(product);
  return {
    pageType: pageType(),
    product: { id: product.id, title: product.title, productType: product.productType },
    quantity: Number.isFinite(typed) ? clampQuantity(typed) : QUANTITY_LIMITS.default,
    selectedVariant: variant ? { sku: variant.sku, attributes: { ...variant.attributes } } : null,
    unselectedVariantOptions: unselectedOptions(product.variantOptionOrdering, chosen),
    isInStock,
    expressCheckout: express,
    addToCartText,
    subscriptionId: product.isSubscribable ? product.subscriptionOptionId : null,
  };
}

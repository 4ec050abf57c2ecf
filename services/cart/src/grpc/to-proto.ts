import { cartV1 } from '@storefront/proto';
import type { Attachment } from '../actions/apply-attachment';
import type { Attached } from '../actions/attach-to-site-user';
import type { CartView } from '../actions/cart-view';
import { additionalFieldsJson } from '../domain/additional-fields';
import type { CartKind, CartEntry } from '../domain/cart';
import { chosenOptionValues } from '../domain/option-values';
import { cartTotals, entrySubtotalCents } from '../domain/totals';
import { checkoutFieldsToProto } from './checkout-to-proto';

const KINDS: Record<CartKind, cartV1.CartKind> = {
  SHOPPING: cartV1.CartKind.CART_KIND_SHOPPING,
  SUBSCRIPTION: cartV1.CartKind.CART_KIND_SUBSCRIPTION,
  GIFT_CARD: cartV1.CartKind.CART_KIND_GIFT_CARD,
};

const ATTACHMENTS: Record<Attachment, cartV1.CartAttachment> = {
  NONE: cartV1.CartAttachment.CART_ATTACHMENT_NONE,
  ADOPTED: cartV1.CartAttachment.CART_ATTACHMENT_ADOPTED,
  MERGED: cartV1.CartAttachment.CART_ATTACHMENT_MERGED,
  ACCOUNT_CART: cartV1.CartAttachment.CART_ATTACHMENT_ACCOUNT_CART,
};

export function toAttachCartResponse(attached: Attached): cartV1.AttachCartToSiteUserResponse {
  return {
    cartToken: attached.token,
    cart: attached.view && toShoppingCart(attached.view),
    attachment: ATTACHMENTS[attached.attachment],
    mergedEntries: attached.mergedEntries,
    droppedEntries: attached.droppedEntries,
  };
}

export function toCartEntry(entry: CartEntry, stock: CartView['stock']): cartV1.CartEntry {
  const variantStock = stock.get(entry.variantId);
  return {
    id: entry.id,
    itemId: entry.itemId,
    quantity: entry.quantity,
    chosenVariant: {
      variantId: entry.variantId,
      sku: entry.sku,
      attributes: { ...entry.attributes },
      optionValues: chosenOptionValues(entry),
    },
    title: entry.title,
    subTotalCents: String(entrySubtotalCents(entry)),
    purchasePriceCents: String(entry.purchasePriceCents),
    additionalFieldsJson: additionalFieldsJson(entry.additionalFields),
    productType: entry.productType,
    url: entry.url,
    imageUrl: entry.imageUrl,
    qtyInStock: variantStock && !variantStock.unlimited ? variantStock.qtyInStock : 0,
    unlimited: variantStock?.unlimited ?? false,
  };
}

export function toShoppingCart({ cart, stock, checkout }: CartView): cartV1.ShoppingCart {
  const totals = checkout?.totals ?? cartTotals(cart.entries, cart.currency);
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId ?? '',
    created: String(cart.createdAt.getTime()),
    isPurchased: cart.isPurchased,
    entries: cart.entries.map((entry) => toCartEntry(entry, stock)),
    subtotalCents: String(totals.subtotalCents),
    taxCents: String(totals.taxCents),
    shippingCostCents: String(totals.shippingCostCents),
    discountCents: String(totals.discountCents),
    grandTotalCents: String(totals.grandTotalCents),
    totalQuantity: totals.totalQuantity,
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
    currency: cart.currency,
    kind: KINDS[cart.kind],
    ...checkoutFieldsToProto(checkout),
  };
}

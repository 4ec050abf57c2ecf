import type { PluginFamily } from '../../plugin';
import { addToCartBtn } from './add-to-cart-btn';
import { productCheckoutFormatter } from './product-checkout';
import { productQuickViewFormatter } from './product-quick-view';
import { productRestockNotificationFormatter } from './product-restock-notification';
import { productScarcityFormatter } from './product-scarcity';
import { quantityInputFormatter } from './quantity-input';
import { summaryFormFieldFormatter } from './summary-form-field';
import { variantsSelectFormatter } from './variants-select';

/**
 * Storefront markup pieces built from product and form data (spec §2). Each is built by direct
 * string concatenation; the blank lines and indentation around the markup reproduce the
 * storefront's output byte for byte, since pages and tests compare it exactly.
 */
export const family: PluginFamily = {
  formatters: {
    'add-to-cart-btn': addToCartBtn,
    'product-checkout': productCheckoutFormatter,
    'product-quick-view': productQuickViewFormatter,
    'product-restock-notification': productRestockNotificationFormatter,
    'product-scarcity': productScarcityFormatter,
    'quantity-input': quantityInputFormatter,
    'summary-form-field': summaryFormFieldFormatter,
    'variants-select': variantsSelectFormatter,
  },
  predicates: {},
};

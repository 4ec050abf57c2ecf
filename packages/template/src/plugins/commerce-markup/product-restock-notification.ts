import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';
import { mapValue } from '../../plugin';
import { html, htmlText } from '../shared/markup';
import { lookupFrom, merchandisingContext } from '../shared/site-settings';

const CAPTCHA_SITE_KEY = ['website', 'captchaSettings', 'siteKey'];

/**
 * Back-in-stock sign-up forms of a product, one per variant view in its merchandising context
 * (spec §3). The page script shows the form of the selected sold-out variant and posts the
 * fields `email` and `isJoinMailingList` (spec §5). Each form offers the mailing list when the
 * merchant enabled it, and holds a captcha area when the site has a captcha key. The merchant's
 * success text rides along as `data-success-message`, only when there is one (the reference markup
 * has no such attribute, so pages without custom text stay byte-identical to it): the page script
 * shows it in place of the form after a sign-up (spec §8).
 */
function productRestockNotification(ctx: Context, item: unknown): string {
  const merch = merchandisingContext(ctx, item);
  const views = field(merch, 'restockNotificationViews');
  if (!Array.isArray(views) || views.length === 0) return '\n\n\n\n\n\n';

  const messages = field(merch, 'restockNotificationMessages');
  const mailingList = isTruthy(field(merch, 'mailingListSignUpEnabled'))
    ? '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"' +
      (isTruthy(field(merch, 'mailingListOptInByDefault')) ? ' checked' : '') +
      '>' +
      html(field(messages, 'mailingListDescription')) +
      '</label>\n'
    : '\n';
  const siteKey = lookupFrom(ctx, CAPTCHA_SITE_KEY, item);
  const captcha = isTruthy(siteKey) ? '  <div class="captcha-container"></div>\n' : '\n';
  // Everything after the variant id is the same for every view.
  const body =
    '>\n  <span class="product-restock-cta">' +
    html(field(messages, 'CTAText')) +
    '</span>\n  <form class="product-restock-form" action="#">\n' +
    '    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="' +
    html(field(messages, 'placeholderText')) +
    '">\n    <input class="sqs-editable-button" type="submit" value="' +
    html(field(messages, 'buttonText')) +
    '">\n  </form>\n' +
    mailingList +
    captcha +
    '</div>\n';

  const successMessage = field(messages, 'successMessage');
  const success = isTruthy(successMessage) ? ' data-success-message="' + htmlText(successMessage) + '"' : '';
  const head = '\n<div class="product-restock-notification" data-product-id="' + htmlText(field(item, 'id'));
  let out = '\n\n\n\n\n\n';
  for (const view of views) {
    out +=
      head +
      '" data-variant-id="' +
      htmlText(field(view, 'variantId')) +
      '"' +
      success +
      (isTruthy(field(view, 'hiddenByDefault')) ? ' hidden' : '') +
      body;
  }
  return out;
}

export const productRestockNotificationFormatter = mapValue((item, _args, ctx) =>
  productRestockNotification(ctx, item),
);

import { status, type ServiceError } from '@grpc/grpc-js';
import { sanitizeForm, productFormDefinition } from '@storefront/form-rules';
import { fieldErrorsOf } from '@storefront/service-kit';
import { failure, underTest } from '@storefront/service-kit/testing';
import { demoProduct, demoSku } from './support/demo-products';
import { addEntry, subscriptionCartRequest, type AddRequest } from './support/cart-requests';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(60_000);

noteSkippedBackends('custom product forms checked by the cart');

const REFUSED = 'One or more fields is invalid, please check your entries.';
const NOT_IN_FORM = 'This field is not part of the form. Please reload the page and try again.';

/** The messages per field id a refusal carries, as the gateway reads them. */
function fieldErrors(error: ServiceError): Record<string, string> {
  return fieldErrorsOf(error.metadata) ?? {};
}

const board = demoProduct('engraved-cutting-board');
const sku = demoSku('engraved-cutting-board', { Size: 'Medium' });
const candle = demoProduct('brass-candle-holder');

if (backends.length > 0)
  describe.each(backends)('custom product forms on $name', (backend) => {
    const shop = underTest(() => startShop(backend));

    const add = (request: AddRequest) => addEntry(shop(), request);
    const refusal = async (call: Promise<unknown>) => {
      const error = await failure(call);
      return { code: error.code, details: error.details, fields: fieldErrors(error) };
    };

    it('refuses engraved-board answers its form does not accept, with the message per field id', async () => {
      expect(await refusal(add({ itemId: board.id, sku }))).toEqual({
        code: status.INVALID_ARGUMENT,
        details: REFUSED,
        fields: { 'engraving-text': 'Required', 'engraving-font': 'Required' },
      });
      const answers = { 'engraving-text': 'x'.repeat(5000), 'engraving-font': 'Comic Sans', 'made-up': 'y' };
      expect(await refusal(add({ itemId: board.id, sku, additionalFieldsJson: JSON.stringify(answers) }))).toEqual({
        code: status.INVALID_ARGUMENT,
        details: REFUSED,
        fields: {
          'engraving-text': 'You have exceeded the character limit.',
          'engraving-font': 'Please choose one of the options given.',
          'made-up': NOT_IN_FORM,
        },
      });
    });

    it('refuses any answers for a product without a form, on every path that takes answers', async () => {
      expect(await refusal(add({ itemId: candle.id, additionalFieldsJson: '{"note":"gift"}' }))).toEqual({
        code: status.INVALID_ARGUMENT,
        details: REFUSED,
        fields: { note: NOT_IN_FORM },
      });
      const coffee = demoProduct('weekly-coffee');
      const subscription = await refusal(
        shop().client.call.createSubscriptionCart(
          subscriptionCartRequest({ itemId: coffee.id, additionalFieldsJson: '{"note":"gift"}' }),
        ),
      );
      expect(subscription.fields).toEqual({ note: NOT_IN_FORM });
      const { cartToken, newlyAdded } = await add({ itemId: candle.id });
      const update = await refusal(
        shop().client.call.updateEntryAdditionalFields({
          cartToken,
          entryId: newlyAdded!.id,
          additionalFieldsJson: '{"note":"gift"}',
          idempotencyKey: '',
        }),
      );
      expect(update.fields).toEqual({ note: NOT_IN_FORM });
    });

    it('takes the answers the product page sends, and refuses a bad change of them', async () => {
      // what the product remote sends: its form's inputs sanitized by @storefront/form-rules
      const definition = productFormDefinition({ id: 'f', name: 'Engraving details', fields: engravingFields() })!;
      const answers = sanitizeForm(
        definition,
        { 'engraving-text': 'For Ana', 'engraving-font': 'Script', 'gift-note': '' },
        '',
      );
      const { cartToken, newlyAdded } = await add({
        itemId: board.id,
        sku,
        additionalFieldsJson: JSON.stringify(answers),
      });
      expect(JSON.parse(newlyAdded!.additionalFieldsJson)).toEqual(answers);
      const update = await refusal(
        shop().client.call.updateEntryAdditionalFields({
          cartToken,
          entryId: newlyAdded!.id,
          additionalFieldsJson: JSON.stringify({ ...answers, 'engraving-text': '' }),
          idempotencyKey: '',
        }),
      );
      expect(update.fields).toEqual({ 'engraving-text': 'Required' });
      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: true });
      expect(JSON.parse(cart!.entries[0]!.additionalFieldsJson)).toEqual(answers);
    });

    it('refuses answers longer than the API takes (32,000 characters) before reading them', async () => {
      const long = JSON.stringify({ 'gift-note': 'x'.repeat(32_000) });
      const error = await failure(add({ itemId: board.id, sku, additionalFieldsJson: long }));
      expect([error.code, error.details]).toEqual([
        status.INVALID_ARGUMENT,
        'Additional fields may hold at most 32000 characters.',
      ]);
    });
  });

/** The demo store's engraving form, as the catalog gives it with the product. */
function engravingFields() {
  const { additionalFieldsForm } = board as unknown as { additionalFieldsForm: { fields: unknown } };
  return additionalFieldsForm.fields;
}

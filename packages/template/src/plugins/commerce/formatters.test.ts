import { Context } from '../../exec/context';
import { applyFormatter } from '../../../test/formatter-harness';
import { family } from './index';

const HOSTILE = '<script>alert("x")</script>\'&';

/** Apply a formatter of this family to `value` (the node at `@`) with a root of `json`. */
function format(name: string, value: unknown, opts: { json?: unknown; locale?: string | null; args?: string[] } = {}) {
  return applyFormatter(family.formatters[name], value, { ...opts, json: opts.json ?? value });
}

function checkPredicate(name: string, node: unknown): boolean {
  const ctx = new Context({ json: node, locale: 'en', now: 0 });
  const p = family.predicates[name];
  return p.test(ctx, [], p.prepare?.([]));
}

const physical = (variants: unknown[], extra: Record<string, unknown> = {}) => ({
  structuredContent: { productType: 1, variants, ...extra },
});
const native = (amount: string) => `<span class="sqs-money-native">${amount}</span>`;
const SALE_LABEL = '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>';
const ORIGINAL_LABEL = '<span class="visually-hidden v6-visually-hidden">Original Price:</span>';

describe('product-price', () => {
  const block = (body: string) => `\n\n\n<div class="product-price">\n${body}\n</div>`;

  test('a single price, from-price and sale price', () => {
    expect(format('product-price', physical([{ priceMoney: { value: '200.00' } }]))).toBe(block(native('200.00')));
    expect(
      format(
        'product-price',
        physical([
          { price: 1, priceMoney: { value: '1' } },
          { price: 2, priceMoney: { value: '2' } },
        ]),
      ),
    ).toBe(block(`from ${native('1.00')}\n`));
    const digitalSale = {
      structuredContent: {
        productType: 2,
        onSale: true,
        priceMoney: { value: '400' },
        salePriceMoney: { value: '200' },
      },
    };
    expect(format('product-price', digitalSale)).toBe(
      block(
        `${SALE_LABEL}${native('200.00')} ${ORIGINAL_LABEL}<span class="original-price">${native('400.00')}</span>\n`,
      ),
    );
  });

  test('the undefined product type prints an empty block, other unknown types a zero price', () => {
    expect(format('product-price', { structuredContent: { productType: -1 } })).toBe(block(''));
    expect(format('product-price', { structuredContent: { productType: 5 } })).toBe(block(native('0.00')));
  });

  test('locale money format behind the feature flag, read from the item or the scope', () => {
    const item = { structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } } };
    expect(
      format('product-price', item, { json: { featureFlags: { useCLDRMoneyFormat: true } }, locale: 'de-DE' }),
    ).toBe(block('2.500,00\u00a0€'));
    expect(format('product-price', { ...item, featureFlags: { useCLDRMoneyFormat: true } }, { locale: 'en' })).toBe(
      block('€2,500.00'),
    );
    expect(format('product-price', item, { json: { website: { useCLDRMoneyFormat: true } } })).toBe(
      block(native('2,500.00')),
    );
  });

  test('without locale data prices print nothing', () => {
    const varied = physical([
      { price: 1, priceMoney: { value: '1' } },
      { price: 2, priceMoney: { value: '2' } },
    ]);
    expect(format('product-price', varied, { locale: null })).toBe(block('\n'));
    expect(format('product-price', { ...varied, featureFlags: { useCLDRMoneyFormat: true } }, { locale: null })).toBe(
      block(''),
    );
  });

  describe('subscriptions', () => {
    const sub = (plan: unknown, variants: unknown[] = [{ price: 1, priceMoney: { value: '100' } }]) =>
      physical(variants, { isSubscribable: 'true', subscriptionPlan: plan });

    test('billing phrases', () => {
      expect(format('product-price', sub({ billingPeriod: { unit: 'WEEK', value: 1 } }))).toBe(
        block(`${native('100.00')} every week`),
      );
      expect(format('product-price', sub({ billingPeriod: { unit: 'WEEK', value: 2 }, numBillingCycles: 26 }))).toBe(
        block(`${native('100.00')} every 2 weeks for 1 year`),
      );
      const varied = [
        { price: 1, priceMoney: { value: '100' } },
        { price: 2, priceMoney: { value: '200' } },
      ];
      expect(format('product-price', sub({ billingPeriod: { unit: 'MONTH', value: 2 } }, varied))).toBe(
        block(`from ${native('100.00')} every 2 months\n`),
      );
    });

    test('both sale and original price carry the phrase', () => {
      const onSale = [{ onSale: true, priceMoney: { value: '200' }, salePriceMoney: { value: '50' } }];
      expect(format('product-price', sub({ billingPeriod: { unit: 'MONTH', value: 1 } }, onSale))).toBe(
        block(
          `${SALE_LABEL}${native('50.00')} every month ${ORIGINAL_LABEL}<span class="original-price">${native('200.00')} every month</span>\n`,
        ),
      );
    });

    test('a product without a plan is unavailable', () => {
      expect(format('product-price', sub(undefined))).toBe(block('Unavailable\n'));
      expect(
        format('product-price', { ...sub(undefined), localizedStrings: { productPriceUnavailable: 'Épuisé' } }),
      ).toBe(block('Épuisé\n'));
    });

    test('site translations of the phrases', () => {
      const json = {
        localizedStrings: {
          productPrice__singlePrice__nWeekly__limited__nWeeks:
            '{price} every {billingPeriodValue} weeks for {duration} weeks (T)',
        },
      };
      expect(
        format('product-price', sub({ billingPeriod: { unit: 'WEEK', value: 5 }, numBillingCycles: 3 }), { json }),
      ).toBe(block(`${native('100.00')} every 5 weeks for 15 weeks (T)`));
    });

    test('translations are merchant text: escaped, while the price markup they wrap is kept', () => {
      const markup = '<script>alert("x")</script>&';
      const json = { localizedStrings: { productPrice__singlePrice__1Weekly__indefinite: `${markup}{price}` } };
      expect(format('product-price', sub({ billingPeriod: { unit: 'WEEK', value: 1 } }), { json })).toBe(
        block(`&lt;script&gt;alert("x")&lt;/script&gt;&amp;${native('100.00')}`),
      );
    });

    test('an unavailable-price translation is escaped', () => {
      const json = { localizedStrings: { productPriceUnavailable: '<b>gone</b>' } };
      const unavailable = sub({});
      expect(format('product-price', unavailable, { json })).toContain('&lt;b&gt;gone&lt;/b&gt;');
    });

    test('translations are messages: an apostrophe quotes the rest, as the storefront reads it', () => {
      const json = { localizedStrings: { productPrice__singlePrice__1Weekly__indefinite: `${HOSTILE}{price}` } };
      expect(format('product-price', sub({ billingPeriod: { unit: 'WEEK', value: 1 } }), { json })).toBe(
        block('&lt;script&gt;alert("x")&lt;/script&gt;&amp;{price}'),
      );
    });
  });

  test('never throws on hostile or odd input', () => {
    for (const v of [
      undefined,
      null,
      5,
      'x',
      [],
      HOSTILE,
      { structuredContent: HOSTILE },
      physical([HOSTILE, null, 5]),
    ]) {
      expect(typeof format('product-price', v)).toBe('string');
    }
  });
});

describe('subscription-price', () => {
  const block = (body: string) => `\n\n\n<div class="subscription-price">\n${body}\n</div>`;
  const option = (value: string, extra: Record<string, unknown> = {}) => ({ priceMoney: { value }, ...extra });

  test('first pricing option of the cheapest variant', () => {
    expect(
      format('subscription-price', physical([{ priceMoney: { value: '50' }, pricingOptions: [option('45')] }])),
    ).toBe(block(native('45.00')));
    const variants = [
      { price: 1000, priceMoney: { value: '10' }, pricingOptions: [option('9'), option('0')] },
      { price: 500, priceMoney: { value: '5' }, pricingOptions: [option('4.75')] },
    ];
    expect(format('subscription-price', physical(variants))).toBe(block(`from ${native('4.75')}\n`));
  });

  test('an option on sale', () => {
    const variants = [{ pricingOptions: [option('9', { onSale: true, salePriceMoney: { value: '3' } })] }];
    expect(format('subscription-price', physical(variants))).toBe(
      block(`${SALE_LABEL}${native('3.00')} ${ORIGINAL_LABEL}<span class="original-price">${native('9.00')}</span>\n`),
    );
  });

  test('no pricing options, or a product not sold this way', () => {
    expect(format('subscription-price', physical([{ priceMoney: { value: '50' } }]))).toBe(block(''));
    expect(
      format('subscription-price', {
        structuredContent: { productType: 4, variants: [{ pricingOptions: [option('1')] }] },
      }),
    ).toBe(block(''));
  });
});

describe('legacy cent prices', () => {
  test('normal, sale and from prices in cents', () => {
    const item = physical([
      { priceMoney: { value: '1.00' } },
      { onSale: true, priceMoney: { value: '2.00' }, salePriceMoney: { value: '.5' } },
    ]);
    expect(format('normal-price', item)).toBe('200');
    expect(format('sale-price', item)).toBe('50');
    expect(format('from-price', item)).toBe('50');
    expect(format('normal-price', physical([{ priceMoney: { value: '1.005' } }]))).toBe('100.5');
    expect(format('from-price', { structuredContent: { productType: 2 } })).toBe('0');
  });
});

describe('product-status', () => {
  test('sold out before sale, else nothing', () => {
    expect(format('product-status', physical([{ qtyInStock: 0, onSale: true }]))).toBe(
      '<div class="product-mark sold-out">sold out</div>',
    );
    expect(format('product-status', physical([{ qtyInStock: 4, onSale: true }]))).toBe(
      '<div class="product-mark sale">sale</div>',
    );
    expect(format('product-status', physical([{ qtyInStock: 3 }]))).toBe('');
  });

  test("the merchant's sold-out text is escaped", () => {
    const item = { id: 'p1', ...physical([{ qtyInStock: 0 }]) };
    const json = { productMerchandisingContext: { p1: { customSoldOutText: HOSTILE } } };
    expect(format('product-status', item, { json })).toBe(
      '<div class="product-mark sold-out">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\'&amp;</div>',
    );
    const empty = { productMerchandisingContext: { p1: { customSoldOutText: '' } } };
    expect(format('product-status', item, { json: empty })).toBe('<div class="product-mark sold-out">sold out</div>');
  });
});

describe('variant-descriptor', () => {
  test('option values joined', () => {
    expect(format('variant-descriptor', { optionValues: [{ value: 'blue' }, { value: 5 }, {}, { value: true }] })).toBe(
      'blue / 5 /  / true',
    );
    expect(format('variant-descriptor', { optionValues: 'x' })).toBe('');
  });
});

describe('number formats', () => {
  test('bookkeeper-money-format: cents in the locale currency', () => {
    expect(format('bookkeeper-money-format', 12345)).toBe('$123.45');
    expect(format('bookkeeper-money-format', '12345', { locale: 'de' })).toBe('123,45\u00a0€');
    expect(format('bookkeeper-money-format', -12345)).toBe('-$123.45');
    expect(format('bookkeeper-money-format', 'abc')).toBe('$0.00');
    expect(format('bookkeeper-money-format', 12345, { locale: null })).toBe('');
  });

  test('percentage-format', () => {
    expect(format('percentage-format', 123456)).toBe('123,456.00');
    expect(format('percentage-format', 0.0625)).toBe('0.062');
    expect(format('percentage-format', 1234.5, { args: ['trim'] })).toBe('1,234.5');
    expect(format('percentage-format', 'A', { args: ['trim'] })).toBe('0');
    expect(format('percentage-format', 1234.5, { locale: 'de' })).toBe('1.234,50');
    expect(format('percentage-format', 1, { locale: null })).toBe('');
  });

  test('retired money formatters leave the value alone', () => {
    for (const name of ['money-format', 'moneyFormat', 'money-string']) {
      expect(format(name, 12345)).toBe(12345);
      expect(format(name, HOSTILE)).toBe(HOSTILE);
    }
  });
});

describe('cart', () => {
  test('cart-quantity sums entries', () => {
    expect(format('cart-quantity', { entries: [{ quantity: 2 }, { quantity: '3' }] })).toBe(
      '<span class="sqs-cart-quantity">5</span>',
    );
    expect(format('cart-quantity', { entries: [{ quantity: '1e2' }] })).toBe(
      '<span class="sqs-cart-quantity">1</span>',
    );
    expect(format('cart-quantity', { entries: [{ quantity: HOSTILE }] })).toBe(
      '<span class="sqs-cart-quantity">NaN</span>',
    );
    expect(format('cart-quantity', {})).toBe('<span class="sqs-cart-quantity">0</span>');
  });
  test('cart-url and cart-subtotal', () => {
    expect(format('cart-url', {})).toBe('/cart');
    expect(format('cart-subtotal', { subtotalCents: 1 })).toBe('deprecated, do not use');
  });
});

describe('predicates', () => {
  test('on the current node', () => {
    expect(checkPredicate('on-sale?', physical([{ onSale: true }]))).toBe(true);
    expect(checkPredicate('sold-out?', physical([{ qtyInStock: 0 }]))).toBe(true);
    expect(checkPredicate('varied-prices?', physical([{ price: 1 }, { price: 2 }]))).toBe(true);
    expect(checkPredicate('has-variants?', physical([{}, {}]))).toBe(true);
    expect(checkPredicate('has-variants?', HOSTILE)).toBe(false);
  });
});

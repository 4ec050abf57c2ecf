import { sql } from 'drizzle-orm';
import { demoStoreProducts } from '../../catalog/src/seed';
import type { RunningGateway } from '../src/gateway-server';
import { startGatewayOver } from './support/running-shop';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { randomAddress, Visitor } from './support/visitor';

jest.setTimeout(90_000);

const demo = demoStoreProducts().map(({ product }) => product);
const holder = demo.find((product) => product.slug === 'brass-candle-holder')!;
const giftCard = demo.find((product) => product.slug === 'gift-card')!;

const ENTRIES = '/api/commerce/shopping-cart/entries';

/**
 * What one address gets by fetching a fresh crumb (a page load, free) before every call: the
 * limits must count what a visitor cannot renew.
 */
async function callsAcceptedWithFreshCrumbs(
  url: string,
  crumbs: number,
  callsPerCrumb: number,
  call: (visitor: Visitor, index: number) => Promise<Response>,
): Promise<number> {
  let accepted = 0;
  const address = randomAddress();
  for (let crumb = 0; crumb < crumbs; crumb++) {
    const visitor = await new Visitor(url, { address }).arrive();
    for (let index = 0; index < callsPerCrumb; index++) {
      if ((await call(visitor, index)).status < 400) accepted++;
    }
  }
  return accepted;
}

describeWhenPGliteRuns('limits', 'limits one visitor cannot walk around, and no writes on GET', () => {
  const shop = shopForTests();
  let limited: RunningGateway;

  beforeAll(async () => {
    ({ gateway: limited } = await startGatewayOver(shop(), {
      CART_RATE_LIMIT: '5',
      CART_ADDRESS_RATE_LIMIT: '8',
      CART_RATE_WINDOW_MS: '60000',
      FORM_RATE_LIMIT: '3',
      FORM_ADDRESS_RATE_LIMIT: '4',
      FORM_RATE_WINDOW_MS: '60000',
    }));
  });

  afterAll(async () => {
    await limited?.stop();
  });

  it('counts cart changes per address as well as per visitor, so fresh crumbs buy nothing', async () => {
    const accepted = await callsAcceptedWithFreshCrumbs(limited.url, 4, 5, (visitor) =>
      visitor.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 }),
    );
    expect(accepted).toBe(8);
  });

  it('counts form submissions per address as well as per visitor', async () => {
    const accepted = await callsAcceptedWithFreshCrumbs(limited.url, 3, 3, async (visitor) => {
      const key = await visitor.call('POST', '/api/form/FormSubmissionKey');
      if (key.status !== 200) return key;
      const { key: submissionKey } = (await key.json()) as { key: string };
      return visitor.call('POST', '/api/form/SaveFormSubmission', {
        formId: 'newsletter',
        form: JSON.stringify({ email: 'someone@example.com' }),
        key: submissionKey,
      });
    });
    expect(accepted).toBe(4);
  });

  it('limits submission keys, which each store a row', async () => {
    const me = await new Visitor(limited.url).arrive();
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) statuses.push((await me.call('POST', '/api/form/FormSubmissionKey')).status);
    // twice the visitor's submissions (3), room for a second try of each
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await me.call('POST', '/api/form/FormSubmissionKey');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
  });

  it('shows the gift-card checkout without creating a cart', async () => {
    const { websiteId } = (await (await fetch(`${shop().gateway.url}/api/context/config`)).json()) as {
      websiteId: string;
    };
    const countCarts = async () => {
      const result = (await shop().cart!.database.db.execute(sql`select count(*)::int as n from carts`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    };
    const before = await countCarts();
    for (let load = 0; load < 3; load++) {
      const page = await fetch(
        `${shop().gateway.url}/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${giftCard.id}`,
      );
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<dd class="checkout-subtotal">\$25\.00<\/dd>/);
    }
    expect(await countCarts()).toBe(before);
  });
});

import { demoStoreProducts } from '../../catalog/src/seed';
import { pageContext } from './support/page-context';
import { demoPagesForTests, describeWhenPGliteRuns } from './support/shop-suite';

jest.setTimeout(30_000);

const demo = demoStoreProducts().map(({ product }) => product);
const bySlug = (slug: string) => demo.find((product) => product.slug === slug)!;

/** The installment line of a page, as the theme renders it; null when there is none. */
function installmentLine(html: string) {
  const match =
    /<p class="product-installments" data-installments data-price-minor="\d+" data-currency="[A-Z]{3}"( hidden)?><span class="product-installments-text" aria-live="polite">([^<]*)<\/span> <span class="product-installments-brand">([^<]*)<\/span> <button type="button" class="product-installments-info" aria-haspopup="dialog" data-language="([^"]*)" data-country="([^"]*)">/.exec(
      html,
    );
  if (!match) return null;
  const [, hidden, text, brand, language, country] = match;
  return { hidden: hidden !== undefined, text, brand, language, country };
}

describeWhenPGliteRuns('installments', 'the pay-in-installments line and its information', () => {
  const pages = demoPagesForTests();
  const get = (path: string) => fetch(`${pages().gateway.url}${path}`);

  it('offers four payments of the product price on its page and in its quick view (spec §8)', async () => {
    const page = await (await get('/shop/p/linen-shirt')).text();
    expect(installmentLine(page)).toEqual({
      hidden: false,
      text: 'or 4 interest-free payments of $17.00 with',
      brand: 'Afterpay',
      language: 'en',
      country: 'US',
    });
    expect(pageContext(page).installmentContext).toEqual({
      afterPayAvailable: true,
      afterPayMin: 100,
      afterPayMax: 200_000,
      shopperLanguage: 'en-US',
      stripeAccountCountry: 'US',
    });
    const quickView = await (await get(`/shop/quick-view/${bySlug('linen-shirt').id}`)).text();
    expect(installmentLine(quickView)?.text).toBe('or 4 interest-free payments of $17.00 with');
  });

  it('offers the lowest price a visitor can pay before a variant is chosen', async () => {
    // the tote's variants cost $38 and $48: the page shows "from" the lower one
    const page = await (await get('/shop/p/everyday-tote')).text();
    expect(installmentLine(page)?.text).toBe('or 4 interest-free payments of $9.50 with');
  });

  it('offers nothing for gift cards and subscriptions, and no line at all on the list page', async () => {
    for (const slug of ['gift-card', 'weekly-coffee']) {
      expect({ slug, line: installmentLine(await (await get(`/shop/p/${slug}`)).text()) }).toEqual({
        slug,
        line: null,
      });
    }
    expect(await (await get('/shop')).text()).not.toContain('data-installments');
  });

  it.each([
    ['en', 'US', 'Afterpay', 'the United States'],
    ['en', 'CA', 'Afterpay', 'Canada'],
    ['fr', 'CA', 'Afterpay', 'versements sans intérêts'],
    ['en', 'AU', 'Afterpay', 'Australia'],
    ['en', 'NZ', 'Afterpay', 'New Zealand'],
    ['en', 'GB', 'Clearpay', 'the United Kingdom'],
  ])('serves the provider information for %s-%s from local files', async (language, country, brand, words) => {
    const response = await get(`/api/commerce/installments/modal?language=${language}&country=${country}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const html = await response.text();
    expect(html).toContain(brand);
    expect(html).toContain(words);
    expect(html).toContain(`lang="${language}-${country}"`);
  });

  it('answers 404 for a locale the provider does not serve and 400 for a malformed query, never a 5xx', async () => {
    const missing = await get('/api/commerce/installments/modal?language=de&country=DE');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'There is no installment information for that language and country.',
    });
    for (const query of [
      '',
      'language[]=en&country=US',
      'language=en&language=fr&country=US',
      `language=${'e'.repeat(600)}`,
      'language=../../etc&country=passwd',
    ]) {
      const response = await get(`/api/commerce/installments/modal?${query}`);
      expect({ query, status: response.status }).toEqual({
        query,
        // an unknown parameter (language[]) is no language: nothing to show
        status: query.includes('&language') || query.length > 600 ? 400 : 404,
      });
    }
  });
});

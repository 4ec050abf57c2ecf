import { demoStoreProducts } from '../../catalog/src/seed';
import { demoPagesForTests, describeWhenPGliteRuns } from './support/shop-suite';
import { pageContext } from './support/page-context';

jest.setTimeout(30_000);

const demo = demoStoreProducts().map(({ product }) => product);
const bySlug = (slug: string) => demo.find((product) => product.slug === slug)!;

const count = (html: string, pattern: RegExp) => (html.match(new RegExp(pattern, 'g')) ?? []).length;

describeWhenPGliteRuns('shop pages', 'shop pages rendered from the catalog', () => {
  const pages = demoPagesForTests();
  const get = (path: string, init?: RequestInit) => fetch(`${pages().gateway.url}${path}`, init);
  const html = async (path: string) => {
    const response = await get(path);
    return { status: response.status, body: await response.text(), response };
  };

  it('lists every product on /shop with link, image, price and status badges', async () => {
    const { status, body, response } = await html('/shop');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(count(body, /<article class="product-card"/)).toBe(demo.length);
    for (const product of demo) expect(body).toContain(`href="/shop/p/${product.slug}"`);
    expect(body).toMatch(/<section class="product-list" data-collection-id="[^"]+"/);
    expect(count(body, /class="product-mark sold-out"/)).toBeGreaterThan(0);
    expect(count(body, /class="product-mark sale"/)).toBeGreaterThan(0);
    expect(body).toMatch(/\$\d+\.\d\d/);
    expect(body).toContain('class="sqs-product-quick-view-button"');
    const context = pageContext(body);
    expect(context).toMatchObject({ pageType: 'product-list', collectionTitle: 'Shop', itemId: null });
    // spec §4, §6: what the shell's census reads
    expect(context).toMatchObject({ restrictiveCookies: false, censusDisabled: false });
  });

  it('shows the shop on the home page: a hero product, four featured ones and a product block, none sold out', async () => {
    const { status, body } = await html('/');
    expect(status).toBe(200);
    expect(body).toContain('<h1 id="home-title">Harbour &amp; Loom</h1>');
    expect(body).toMatch(/<img class="home-hero-image" src="\/assets\/products\/[a-z-]+-1\.svg/);
    expect(count(body, /<article class="product-card"/)).toBe(4);
    expect(body).toContain('<section class="product-block"');
    expect(body).not.toContain('product-mark sold-out');
    // no quick view on the home page (the stylesheet in its head names it)
    expect(body.slice(body.indexOf('</head>'))).not.toContain('sqs-product-quick-view-button');
  });

  it('renders a product detail page with everything a shopper needs', async () => {
    const shirt = bySlug('linen-shirt');
    const { status, body } = await html('/shop/p/linen-shirt');
    expect(status).toBe(200);
    expect(body).toContain(`<h1 id="product-title" class="ProductItem-details-title">${shirt.title}</h1>`);
    // the main image (a small SVG) comes with the page; the others are offered in every width
    expect(body).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="[^"]+" width="1000" height="1000">/);
    expect(body).toMatch(/srcset="\/assets\/products\/linen-shirt-2\.svg\?format=100w 100w,/);
    expect(body).toContain('class="product-price"');
    expect(body).toMatch(/from \$\d+\.\d\d/);
    expect(body).toContain('<select aria-label="Select Size" data-variant-option-name="Size">');
    expect(body).toMatch(/<input aria-label="Quantity"[^>]* max="9999" min="1" value="1"/);
    expect(body).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    expect(body).toContain('data-product-stock');
    expect(body).toContain('<div class="ProductItem-details-description">');
    const context = pageContext(body);
    expect(context).toMatchObject({
      pageType: 'product-detail',
      collectionTitle: 'Shop',
      templateId: 'storefront-default',
    });
    expect(context.itemId).toMatch(/\S/);
    expect(context.websiteId).toMatch(/\S/);
    expect(context.timeZone).toBe('America/New_York');
    // Spec §2: the price element sits in a pdp-details-price container under the product details.
    expect(body).toMatch(/pdp-product-details[\s\S]*pdp-details-price[\s\S]*class="product-price"/);
  });

  it('shows the restock form for a sold-out product and the scarcity message for a low-stock one', async () => {
    const soldOut = await html('/shop/p/vintage-film-camera');
    // the page says 'sold out' once, on its button; the badge is the list's
    expect(soldOut.body).not.toContain('class="product-mark');
    expect(soldOut.body).toContain('<form class="product-restock-form" action="#">');
    expect(soldOut.body).toContain('name="email"');

    const lowStock = await html('/shop/p/stoneware-mug');
    const scarcity = /<div class="product-scarcity"[^>]*>\s*([^<]+?)\s*<\/div>/.exec(lowStock.body);
    expect(scarcity?.[1]).toMatch(/^Only [1-3] left in stock$/);
  });

  it('uses the custom add-button text, the subscription wording and the gift-card from-price', async () => {
    const custom = demo.find((product) => product.useCustomAddButtonText)!;
    expect((await html(`/shop/p/${custom.slug}`)).body).toContain(
      `<div class="sqs-add-to-cart-button-inner">${custom.customAddButtonText}</div>`,
    );
    expect((await html('/shop/p/weekly-coffee')).body).toMatch(/\$\d+\.\d\d every week/);
    expect((await html('/shop/p/gift-card')).body).toMatch(/from \$\d+\.\d\d/);
  });

  it('serves the quick-view fragment without the layout', async () => {
    const shirt = await get('/shop/p/linen-shirt');
    const itemId = pageContext(await shirt.text()).itemId as string;
    const { status, body } = await html(`/shop/quick-view/${itemId}`);
    expect(status).toBe(200);
    expect(body).not.toContain('<html');
    expect(body).toContain('class="ProductItem quick-view"');
    expect(body).toContain('Add To Cart');
    expect(body).toContain('href="/shop/p/linen-shirt"');
  });

  it('answers an unknown or malformed slug and an unknown path with the 404 page', async () => {
    for (const path of ['/shop/p/no-such-product', '/shop/p/NOT%20A%20SLUG', '/no/such/page', '/shop/quick-view/zzz']) {
      const { status, body } = await html(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).toContain('Page not found');
      expect(pageContext(body).pageType).toBe('not-found');
    }
  });

  it('answers a malformed list cursor with a 400 page, not a 500', async () => {
    const tampered = await html('/shop?cursor=not-a-real-cursor');
    expect(tampered.status).toBe(400);
    const repeated = await html('/shop?cursor=a&cursor=b');
    expect(repeated.status).toBe(400);
    expect(repeated.body).toContain('cursor must be given once');
  });

  it('puts the shell script on every page and serves home, cart and contact pages', async () => {
    for (const path of ['/', '/cart', '/contact', '/shop']) {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(body).toContain('<script defer src="/frontends/shell/shell.1a2b3c4d.js"></script>');
    }
    expect((await html('/cart')).body).toContain('data-cart-page');
    expect(pageContext((await html('/cart')).body).pageType).toBe('show-cart');
    // No forms service runs here: the contact page still renders and says its form is away.
    expect((await html('/contact')).body).toContain('The contact form is not available right now.');
    // The home page's only hooks are its product block's: the product remote's add-to-cart button, nothing for the
    // others (the stylesheet in its head names them all).
    const home = (await html('/')).body;
    const homeBody = home.slice(home.indexOf('</head>'));
    expect(homeBody).not.toMatch(/data-cart-page|data-form-block/);
    expect(count(homeBody, /class="sqs-add-to-cart-button /)).toBe(1);
  });
});

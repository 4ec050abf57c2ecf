import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(600_000);

interface Screen {
  name: string;
  path: string;
  needsCart?: boolean;
  firstVisit?: boolean;
  viewports?: string[];
  show?: (page: Page, viewport: string) => Promise<unknown>;
}
type Viewport = { width: number; height: number };

// The screens the screenshot tool takes, so what is looked at and what is tested are the same.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SCREENS, VIEWPORTS, fillCart } = require('../../tools/screenshots/screens.js') as {
  SCREENS: Screen[];
  VIEWPORTS: Record<'desktop' | 'phone', Viewport>;
  fillCart(page: Page, url: string): Promise<void>;
};

/** The widths a store must hold at: a small phone, a phone, a tablet, a laptop and a wide desktop. */
const WIDTHS = [320, 390, 768, 1280, 1920];

describeInChromium('the default theme in Chromium', (suite) => {
  /**
   * Opens a screen and hands its page to `check`: the suite's page (a returning visitor, with the
   * cart filled beforehand), or for a first visit (the promo pop-up) a page of a context of its own.
   */
  async function onScreen(screen: Screen, viewport: Viewport, check: (page: Page) => Promise<void>): Promise<void> {
    const context = screen.firstVisit ? await suite.browser.newContext({ viewport }) : undefined;
    const page = context ? await context.newPage() : suite.page;
    try {
      await page.goto(`${suite.url}${screen.path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await screen.show?.(page, viewport.width < 768 ? 'phone' : 'desktop');
      await check(page);
    } finally {
      await context?.close();
    }
  }

  /** How far the page reaches past the right edge of the window (0 when nothing scrolls sideways). */
  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it.each(WIDTHS)('lets no page scroll sideways at %i px wide', async (width) => {
    const { page } = suite;
    await page.setViewportSize({ width, height: 900 });
    await fillCart(page, suite.url);
    const overflowing: string[] = [];
    for (const screen of SCREENS.filter((each) => !each.viewports)) {
      await onScreen(screen, { width, height: 900 }, async (page) => {
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${screen.name} by ${overflow}px`);
      });
    }
    expect(overflowing).toEqual([]);
  });

  it.each(Object.entries(VIEWPORTS))(
    'shows a loaded image on every product card of the list page in the first screen (%s)',
    async (_name, viewport) => {
      const { page } = suite;
      await page.setViewportSize(viewport);
      await suite.open('/shop');
      await page.waitForLoadState('networkidle');
      const cards = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.product-card'))
          .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
          .map((card) => {
            const image = card.querySelector('.product-card-image img') as HTMLImageElement | null;
            return `${card.querySelector('.product-card-title')?.textContent}: ${image?.naturalWidth ?? 'no image'}`;
          }),
      );
      expect(cards.length).toBeGreaterThanOrEqual(viewport.width < 768 ? 2 : 4);
      expect(cards.filter((card) => !/: [1-9]\d*$/.test(card))).toEqual([]);
    },
  );

  it.each(Object.entries(VIEWPORTS))(
    'has no serious or critical axe-core violation (colour contrast included) on any screen (%s)',
    async (name, viewport) => {
      const { page } = suite;
      await page.setViewportSize(viewport);
      await fillCart(page, suite.url);
      const found: string[] = [];
      for (const screen of SCREENS.filter((each) => !each.viewports || each.viewports.includes(name))) {
        await onScreen(screen, viewport, async (shown) => {
          for (const violation of await seriousAxeViolations(shown)) found.push(`${screen.name}: ${violation}`);
        });
      }
      expect(found).toEqual([]);
    },
  );

  it('styles everything the server renders from the head, so nothing changes when the scripted part arrives', async () => {
    // without scripts a page is what the server sent: the stylesheet's scripted part, linked at the
    // end of the body, may style none of it, or that part would flash in once it loads
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const styledLate: string[] = [];
      for (const path of new Set(SCREENS.map((screen) => screen.path))) {
        await page.goto(`${suite.url}${path}`, { waitUntil: 'load' });
        const matched = await page.evaluate(() => {
          const sheet = Array.from(document.styleSheets).find((each) => each.href?.includes('/site-scripted.'));
          if (!sheet) return ['no scripted stylesheet'];
          const selectors = (rules: CSSRuleList): string[] =>
            Array.from(rules).flatMap((rule) =>
              rule instanceof CSSStyleRule
                ? [rule.selectorText]
                : rule instanceof CSSGroupingRule
                  ? selectors(rule.cssRules)
                  : [],
            );
          // states and pseudo-elements dropped: a rule counts if its element is on the page at all
          // (and so does one that no longer reads as a selector without them)
          const onPage = (selector: string) => {
            try {
              return document.querySelector(selector.replace(/::?[\w-]+(\([^)]*\))?/g, '')) !== null;
            } catch {
              return true;
            }
          };
          return selectors(sheet.cssRules).filter(onPage);
        });
        for (const selector of matched) styledLate.push(`${path}: ${selector}`);
      }
      expect(styledLate).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('puts the title, the price and Add To Cart in the first screen of a phone', async () => {
    const { page } = suite;
    await page.setViewportSize(VIEWPORTS.phone);
    await suite.open('/shop/p/canvas-sneaker');
    const bottoms = await page.evaluate(() =>
      ['#product-title', '.pdp-details-price', '.sqs-add-to-cart-button'].map(
        (selector) => document.querySelector(selector)!.getBoundingClientRect().bottom,
      ),
    );
    expect(bottoms.every((bottom) => bottom <= VIEWPORTS.phone.height)).toBe(true);
  });

  it('says a product is sold out once on its page: the disabled button, with the restock form', async () => {
    const { page } = suite;
    await suite.open('/shop/p/vintage-film-camera');
    const button = page.locator('.sqs-add-to-cart-button');
    await page.waitForFunction(
      () => document.querySelector('.sqs-add-to-cart-button')?.textContent?.trim() === 'Sold Out',
    );
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.locator('.product-restock-form').isVisible()).resolves.toBe(true);
    // every piece of text a visitor can see that says so: the button's label alone
    const saying = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (
          /sold out|back soon/i.test(node.textContent ?? '') &&
          node.parentElement?.checkVisibility({ visibilityProperty: true })
        ) {
          found.push(node.textContent!.trim());
        }
      }
      return found;
    });
    expect(saying).toEqual(['Sold Out']);
  });

  it("lists a variant's options in the product's option order in the popover, on /cart and at checkout", async () => {
    const { page } = suite;
    await page.setViewportSize(VIEWPORTS.desktop);
    // Size, Color, Fit: neither the names sorted nor jsonb's shortest-first order of keys
    await suite.open('/shop/p/merino-sweater');
    const chosen = { Size: 'M', Color: 'Ink', Fit: 'Relaxed' };
    for (const [name, value] of Object.entries(chosen)) {
      await page.locator(`select[data-variant-option-name="${name}"]`).selectOption(value);
    }
    await page.locator('.sqs-add-to-cart-button').first().click();
    const popoverText = page.locator('.cart-added-popover-variant');
    await expect(popoverText.textContent()).resolves.toBe('Size: M, Color: Ink, Fit: Relaxed');

    const inOrder = ['Size: M', 'Color: Ink', 'Fit: Relaxed'];
    await suite.open('/cart');
    const row = page.locator('.cart-row', { has: page.getByRole('link', { name: 'Merino Sweater' }) });
    await row.waitFor();
    const cartOptions = await row
      .locator('.cart-row-variant')
      .evaluateAll((options) =>
        options.map(
          (option) => `${option.querySelector('dt')!.textContent}: ${option.querySelector('dd')!.textContent}`,
        ),
      );
    expect(cartOptions).toEqual(inOrder);

    await suite.open('/checkout');
    const checkoutEntry = page.locator('.checkout-entry', { has: page.getByRole('link', { name: 'Merino Sweater' }) });
    const checkoutOptions = await checkoutEntry
      .locator('.checkout-entry-option')
      .evaluateAll((options) => options.map((option) => option.textContent!.trim()));
    expect(checkoutOptions).toEqual(inOrder);
  });

  it('reaches every page of the site from the menu of a phone', async () => {
    const { page } = suite;
    await page.setViewportSize(VIEWPORTS.phone);
    await suite.open('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.isVisible()).resolves.toBe(true);
    const links = await menu.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/shop', '/events/register', '/waitlist', '/feedback', '/contact']));
    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
  });
});

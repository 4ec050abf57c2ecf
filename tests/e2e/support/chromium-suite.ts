import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumInstalled, CHROMIUM_PATH, launchChromium } from './chromium';
import { watchPage, type PageWatch } from './page-watch';
import {
  missingBuild,
  START_BUDGET_MS,
  startShop,
  type DemoOwner,
  type Shop,
  type ShopOptions,
} from './running-system';

/** What each test of a suite gets: the shop, a fresh context and page, and what the page did. */
export interface Suite {
  readonly url: string;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly watch: PageWatch;
  /** The demo store's admin, made by the accounts service on this fresh system. */
  readonly demoOwner: DemoOwner;
  /** Every output line of the system so far. */
  readonly logs: readonly string[];
  /** The system's MailDev inbox (read with support/mail-inbox). */
  readonly mailInboxUrl: string | undefined;
  open(path: string): Promise<void>;
}

function skipReason(): string | undefined {
  const missing = missingBuild();
  if (!chromiumInstalled) return `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
  if (missing.length > 0) return `not built: ${missing.join(', ')} (npm run build)`;
  return undefined;
}

/**
 * A describe block against the whole running system in Chromium, one browser context per test.
 * Skipped with the reason when Chromium or the build is missing, except under CI, where that is a
 * failure.
 */
export function describeInChromium(name: string, body: (suite: Suite) => void, options: ShopOptions = {}): void {
  const reason = skipReason();
  if (reason && !process.env.CI) {
    it.skip(`${name} (skipped: ${reason})`, () => undefined);
    return;
  }
  describe(name, () => {
    let shop: Shop;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let watch: PageWatch;

    beforeAll(async () => {
      if (reason) throw new Error(`cannot run the end-to-end tests: ${reason}`);
      [shop, browser] = await Promise.all([startShop(options), launchChromium()]);
    }, START_BUDGET_MS);
    afterAll(async () => {
      await browser?.close();
      await shop?.stop();
    });
    beforeEach(async () => {
      context = await browser.newContext();
      // A returning visitor: the shop's promo popup was seen and closed on an earlier visit.
      await context.addInitScript(() => {
        window.localStorage.setItem('storefront:promo-popup:promo-popup', new Date(0).toISOString());
      });
      page = await context.newPage();
      watch = watchPage(page);
    });
    afterEach(async () => {
      await context.close();
    });

    body({
      get url() {
        return shop.url;
      },
      get mailInboxUrl() {
        return shop.mailInboxUrl;
      },
      get browser() {
        return browser;
      },
      get context() {
        return context;
      },
      get page() {
        return page;
      },
      get watch() {
        return watch;
      },
      get demoOwner() {
        if (!shop.demoOwner) throw new Error('the system made no demo owner');
        return shop.demoOwner;
      },
      get logs() {
        return shop.logs;
      },
      async open(path: string) {
        await page.goto(`${shop.url}${path}`, { waitUntil: 'load' });
      },
    });
  });
}

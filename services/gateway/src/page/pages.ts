import type { catalogV1 } from '@storefront/proto';
import type { Logger } from '@storefront/service-kit';
import type { Request, Response } from 'express';
import { RETRY_AFTER_SECONDS } from '../http/upstream-errors';
import type { Catalog } from '../upstream/catalog';
import { HIDDEN_CART_PILL, type CartPill } from './cart-pill';
import type { FormsOnPages } from './forms-on-pages';
import { pageJson, type PageContent, type PageFrame } from './page-data';
import { RenderCache, RenderedPage } from './render-cache';
import { sendRenderedPage } from './send-rendered-page';
import type { ShellScripts } from './shell-scripts';
import type { PageName, Theme } from './theme';

/** Where a page's header pill comes from; without one the pill is rendered hidden. */
export interface CartPillSource {
  forRequest(req: Request): Promise<CartPill>;
}

/** What pages are built from; the optional parts are left out by the tests that do not need them. */
export interface PagesParts {
  theme: Theme;
  catalog: Catalog;
  shell: ShellScripts;
  /** Reported in every page context. */
  appDomain: string;
  logger: Logger;
  cartPills?: CartPillSource;
  /** Off unless given: a page rendered from the same data within its lifetime is sent again. */
  renderCache?: RenderCache;
  /** The site's forms on the pages that show them; without it no page shows a form. */
  forms?: FormsOnPages;
}

/** Settings used for status pages when the catalog has never answered: the storefront's defaults. */
const NO_SETTINGS: catalogV1.GetSettingsResponse = {};

export type StatusPage = 'not-found' | 'unavailable' | 'bad-request';

const STATUS_PAGES: Record<StatusPage, { status: number; title: string; pageType: PageContent['pageType'] }> = {
  'not-found': { status: 404, title: 'Page not found', pageType: 'not-found' },
  unavailable: { status: 503, title: 'Temporarily unavailable', pageType: 'error' },
  'bad-request': { status: 400, title: 'Bad request', pageType: 'error' },
};

/** The frame is the same for every visitor but for the cart pill. */
function renderKey(name: PageName, cacheKey: string, pill: CartPill): string {
  return `${name}\n${cacheKey}\n${pill.count}`;
}

/** Renders theme pages into responses: the page's data inside the frame every page shares. */
export class Pages {
  /** The last settings the catalog gave: status pages use them without another call that could fail. */
  private lastSettings: catalogV1.GetSettingsResponse = NO_SETTINGS;
  private readonly rendered: RenderCache;

  constructor(private readonly parts: PagesParts) {
    this.rendered = parts.renderCache ?? new RenderCache(0);
  }

  /** The catalog's settings as pages show them, with what the site's forms need in the page context. */
  async settings(): Promise<catalogV1.GetSettingsResponse> {
    this.lastSettings = await this.parts.catalog.settings();
    return this.parts.forms?.withCaptchaSiteKey(this.lastSettings) ?? this.lastSettings;
  }

  private frame(settings: catalogV1.GetSettingsResponse, cartPill: CartPill = HIDDEN_CART_PILL): PageFrame {
    const { theme, shell, appDomain } = this.parts;
    return {
      settings,
      cartPill,
      site: theme.site,
      appDomain,
      shellScripts: shell.list(),
      stylesheetUrl: theme.assetUrl('site.css'),
      faviconUrl: theme.assetUrl('favicon.svg'),
    };
  }

  /**
   * Renders `name` with the site's forms it shows, fresh settings and the visitor's cart pill
   * (looked up at the same time, unless the caller already has it); rejects with the catalog's
   * error when the settings cannot be read.
   */
  async send(res: Response, name: PageName, content: PageContent, status = 200, pill?: CartPill): Promise<void> {
    const dataVersion = this.rendered.version;
    const withForms = await this.withForms(name, content);
    const [settings, cartPill] = await Promise.all([this.settings(), pill ?? this.cartPill(res.req)]);
    this.write(res, name, this.frame(settings, cartPill), withForms, status, dataVersion);
  }

  /**
   * The store's settings were changed through this gateway: the next page reads them afresh and
   * no page rendered with the old ones is sent again. Other replicas see the change once their
   * settings and pages expire (CATALOG_CACHE_MS each).
   */
  settingsChanged(): void {
    this.parts.catalog.forgetStoreReads();
    this.rendered.invalidate();
  }

  /** The page's own data wins over its forms'. Most pages show no form and do not wait on the forms service at all. */
  private async withForms(name: PageName, content: PageContent): Promise<PageContent> {
    const forms = this.parts.forms?.dataFor(name);
    if (!forms) return content;
    return { ...content, data: { ...(await forms), ...content.data } };
  }

  /**
   * A page that is the same for every visitor with the same pill: while a rendering of it is live
   * it is sent as it is, and `load` (the upstream reads and the page data) runs only to render it
   * afresh.
   */
  async sendShared(res: Response, name: PageName, cacheKey: string, load: () => Promise<PageContent>): Promise<void> {
    const pill = await this.cartPill(res.req);
    const live = this.rendered.peek(renderKey(name, cacheKey, pill));
    if (live) return sendRenderedPage(res, live, 200);
    await this.send(res, name, { ...(await load()), cacheKey }, 200, pill);
  }

  private cartPill(req: Request): CartPill | Promise<CartPill> {
    return this.parts.cartPills?.forRequest(req) ?? HIDDEN_CART_PILL;
  }

  /** 404, 503 or 400 page, rendered without calling any service. */
  sendStatus(res: Response, page: StatusPage, message?: string): void {
    const { status, title, pageType } = STATUS_PAGES[page];
    if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const name: PageName = page === 'not-found' ? 'not-found' : page;
    this.write(res, name, this.frame(this.lastSettings), { pageType, title, data: { message: message ?? '' } }, status);
  }

  /** An HTML fragment (quick view) with the page's settings, no layout. */
  async sendFragment(res: Response, name: PageName, data: Record<string, unknown>): Promise<void> {
    const settings = await this.settings();
    const json = pageJson(this.frame(settings), { pageType: 'product-detail', data });
    const { html, errors } = this.parts.theme.renderFragment(name, json);
    this.report(name, errors);
    sendRenderedPage(res, new RenderedPage(html), 200);
  }

  private write(
    res: Response,
    name: PageName,
    frame: PageFrame,
    content: PageContent,
    status: number,
    dataVersion?: number,
  ): void {
    const key = content.cacheKey && renderKey(name, content.cacheKey, frame.cartPill ?? HIDDEN_CART_PILL);
    const page = this.rendered.get(
      key,
      () => {
        const { html, errors } = this.parts.theme.render(name, pageJson(frame, content));
        this.report(name, errors);
        // A page with theme errors is rendered afresh each time, so each occurrence is reported.
        return { html, keep: errors.length === 0 };
      },
      dataVersion,
    );
    sendRenderedPage(res, page, status);
  }

  private report(name: string, errors: { type: string; message: string }[]): void {
    // A theme error still leaves a usable page; it is logged for the theme's author, not shown.
    if (errors.length > 0)
      this.parts.logger.warn({ page: name, errors: errors.slice(0, 5) }, 'theme rendered with errors');
  }
}

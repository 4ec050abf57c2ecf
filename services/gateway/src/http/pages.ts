import type { catalogV1 } from '@storefront/proto';
import type { Logger } from '@storefront/service-kit';
import type { Request, Response } from 'express';
import { HIDDEN_CART_PILL, type CartPill } from '../page/cart-pill';
import { pageJson, type PageContent, type PageFrame } from '../page/page-data';
import { RenderCache, RenderedPage } from '../page/render-cache';
import type { PageName, Theme } from '../page/theme';
import type { Catalog } from '../upstream/catalog';
import type { ShellScripts } from './frontends';

/** Where a page's header pill comes from; without one the pill is rendered hidden. */
export interface CartPillSource {
  forRequest(req: Request): Promise<CartPill>;
}

/** Settings used for status pages when the catalog has never answered: the storefront's defaults. */
const NO_SETTINGS: catalogV1.GetSettingsResponse = {};

/** How long a visitor should wait before retrying a 503 page, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

export type StatusPage = 'not-found' | 'unavailable' | 'bad-request';

const STATUS_PAGES: Record<StatusPage, { status: number; title: string; pageType: PageContent['pageType'] }> = {
  'not-found': { status: 404, title: 'Page not found', pageType: 'not-found' },
  unavailable: { status: 503, title: 'Temporarily unavailable', pageType: 'error' },
  'bad-request': { status: 400, title: 'Bad request', pageType: 'error' },
};

/** Below this a page goes out as it is: gzip would save less than it costs (the compression middleware's threshold). */
const GZIP_THRESHOLD_BYTES = 1024;

/** The frame is the same for every visitor but for the cart pill. */
function renderKey(name: PageName, cacheKey: string, pill: CartPill): string {
  return `${name}\n${cacheKey}\n${pill.count}`;
}

/** Renders theme pages into responses: the page's data inside the frame every page shares. */
export class Pages {
  /** The last settings the catalog gave: status pages use them without another call that could fail. */
  private lastSettings: catalogV1.GetSettingsResponse = NO_SETTINGS;

  constructor(
    private readonly theme: Theme,
    private readonly catalog: Catalog,
    private readonly shell: ShellScripts,
    private readonly appDomain: string,
    private readonly logger: Logger,
    private readonly cartPills?: CartPillSource,
    /** Off unless given: a page rendered from the same data within its lifetime is sent again. */
    private readonly rendered: RenderCache = new RenderCache(0),
  ) {}

  async settings(): Promise<catalogV1.GetSettingsResponse> {
    this.lastSettings = await this.catalog.settings();
    return this.lastSettings;
  }

  private frame(settings: catalogV1.GetSettingsResponse, cartPill: CartPill = HIDDEN_CART_PILL): PageFrame {
    return {
      settings,
      cartPill,
      site: this.theme.site,
      appDomain: this.appDomain,
      shellScripts: this.shell.list(),
      stylesheetUrl: this.theme.assetUrl('site.css'),
      faviconUrl: this.theme.assetUrl('favicon.svg'),
    };
  }

  /**
   * Renders `name` with fresh settings and the visitor's cart pill (looked up at the same time,
   * unless the caller already has it); rejects with the catalog's error when the settings cannot
   * be read.
   */
  async send(res: Response, name: PageName, content: PageContent, status = 200, pill?: CartPill): Promise<void> {
    const [settings, cartPill] = await Promise.all([this.settings(), pill ?? this.cartPill(res.req)]);
    this.write(res, name, this.frame(settings, cartPill), content, status);
  }

  /**
   * A page that is the same for every visitor with the same pill: while a rendering of it is live
   * it is sent as it is, and `load` (the upstream reads and the page data) runs only to render it
   * afresh.
   */
  async sendShared(res: Response, name: PageName, cacheKey: string, load: () => Promise<PageContent>): Promise<void> {
    const pill = await this.cartPill(res.req);
    const live = this.rendered.peek(renderKey(name, cacheKey, pill));
    if (live) return this.deliver(res, live, 200);
    await this.send(res, name, { ...(await load()), cacheKey }, 200, pill);
  }

  private cartPill(req: Request): CartPill | Promise<CartPill> {
    return this.cartPills?.forRequest(req) ?? HIDDEN_CART_PILL;
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
    const { html, errors } = this.theme.renderFragment(name, json);
    this.report(name, errors);
    this.deliver(res, new RenderedPage(html), 200);
  }

  private write(res: Response, name: PageName, frame: PageFrame, content: PageContent, status: number): void {
    const key = content.cacheKey && renderKey(name, content.cacheKey, frame.cartPill ?? HIDDEN_CART_PILL);
    const page = this.rendered.get(key, () => {
      const { html, errors } = this.theme.render(name, pageJson(frame, content));
      this.report(name, errors);
      // A page with theme errors is rendered afresh each time, so each occurrence is reported.
      return { html, keep: errors.length === 0 };
    });
    this.deliver(res, page, status);
  }

  /**
   * Sends the page's bytes with their precomputed ETag (a matching If-None-Match gets a 304),
   * gzipped when the browser takes it and the page is worth it; pages are compressed here, once
   * per rendering, not per response by the compression middleware.
   */
  private deliver(res: Response, page: RenderedPage, status: number): void {
    const req = res.req;
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Pages are revalidated on every visit; a route may have asked for less caching (no-store).
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    const gzip = page.body.length >= GZIP_THRESHOLD_BYTES && req.acceptsEncodings('gzip') === 'gzip';
    res.setHeader('ETag', gzip ? page.gzipEtag : page.etag);
    if (status === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    const body = gzip ? page.gzipped : page.body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private report(name: string, errors: { type: string; message: string }[]): void {
    // A theme error still leaves a usable page; it is logged for the theme's author, not shown.
    if (errors.length > 0) this.logger.warn({ page: name, errors: errors.slice(0, 5) }, 'theme rendered with errors');
  }
}

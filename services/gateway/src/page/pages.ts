import type { catalogV1 } from '@storefront/proto';
import type { IncomingMessage } from 'node:http';
import { createBoundedCache, stringBytes, type Logger } from '@storefront/service-kit';
import type { Response } from 'express';
import type { AnswerSource, ReadyAnswer } from '../http/cached-answers-front';
import { routeOf } from '../http/request-metrics';
import { RETRY_AFTER_SECONDS } from '../http/upstream-errors';
import type { Catalog } from '../upstream/catalog';
import { HIDDEN_CART_PILL, type CartPill } from './cart-pill';
import type { FormsOnPages } from './forms-on-pages';
import { pageJson, type PageContent, type PageFrame } from './page-data';
import { RenderCache, RenderedPage } from './render-cache';
import { pageAnswer, sendRenderedPage } from './send-rendered-page';
import type { ShellScripts } from './shell-scripts';
import type { PageName, Theme } from './theme';

/** Where a page's header pill comes from; without one the pill is rendered hidden. */
export interface CartPillSource {
  forRequest(req: Pick<IncomingMessage, 'headers'>): Promise<CartPill>;
}

/** A URL that led to a shared page: what the page is named and keyed by, and the route that answered. */
interface SharedUrl {
  name: PageName;
  cacheKey: string;
  route: string;
}

/** Thousands of URLs; query strings the routes ignore each take an entry, so it is bounded. */
const SHARED_URLS_MAX_BYTES = 2 * 1024 * 1024;

/** What pages are built from; the optional parts are left out by the tests that do not need them. */
export interface PagesParts {
  theme: Theme;
  catalog: Catalog;
  shell: ShellScripts;
  /** Reported in every page context. */
  appDomain: string;
  /** Spec §6's census-disabling flag (CENSUS_DISABLED), in every page context so the browser sends no hit. */
  censusDisabled?: boolean;
  logger: Logger;
  cartPills?: CartPillSource;
  /** Off unless given: a page rendered from the same data within its lifetime is sent again. */
  renderCache?: RenderCache;
  /** The site's forms on the pages that show them; without it no page shows a form. */
  forms?: FormsOnPages;
}

/** Settings used for status pages when the catalog has never answered: the storefront's defaults. */
const NO_SETTINGS: catalogV1.GetSettingsResponse = {};

export type StatusPage = 'not-found' | 'unavailable' | 'bad-request' | 'error';

const STATUS_PAGES: Record<StatusPage, { status: number; title: string; pageType: PageContent['pageType'] }> = {
  'not-found': { status: 404, title: 'Page not found', pageType: 'not-found' },
  unavailable: { status: 503, title: 'Temporarily unavailable', pageType: 'error' },
  'bad-request': { status: 400, title: 'Bad request', pageType: 'error' },
  // spec §8 "Something went wrong"; what went wrong is logged, never shown
  error: { status: 500, title: 'Something went wrong', pageType: 'error' },
};

/** The frame is the same for every visitor but for the cart pill. */
function renderKey(name: PageName, cacheKey: string, pill: CartPill): string {
  return `${name}\n${cacheKey}\n${pill.count}`;
}

/** Renders theme pages into responses: the page's data inside the frame every page shares. */
export class Pages implements AnswerSource {
  /** The last settings the catalog gave: status pages use them without another call that could fail. */
  private lastSettings: catalogV1.GetSettingsResponse = NO_SETTINGS;
  private readonly rendered: RenderCache;
  /** Renderings of shared pages under way, by render key; each leaves as it settles. */
  private readonly renderings = new Map<string, Promise<RenderedPage>>();
  /** Request URLs (path and query, as sent) by the shared page express routed them to. */
  private readonly sharedUrls = createBoundedCache<SharedUrl>({
    maxBytes: SHARED_URLS_MAX_BYTES,
    sizeOf: (entry) => stringBytes(entry.cacheKey) + stringBytes(entry.route),
  });

  constructor(private readonly parts: PagesParts) {
    this.rendered = parts.renderCache ?? new RenderCache(0);
  }

  /** The catalog's settings as pages show them, with what the site's forms need in the page context. */
  async settings(): Promise<catalogV1.GetSettingsResponse> {
    this.lastSettings = await this.parts.catalog.settings();
    return this.parts.forms?.withCaptchaSiteKey(this.lastSettings) ?? this.lastSettings;
  }

  /** The website's id, which the cart service's orders, subscriptions and accounts are kept under. */
  async websiteId(): Promise<string> {
    return (await this.settings()).website?.id ?? '';
  }

  private frame(settings: catalogV1.GetSettingsResponse, cartPill: CartPill = HIDDEN_CART_PILL): PageFrame {
    const { theme, shell, appDomain, censusDisabled = false } = this.parts;
    return {
      settings,
      cartPill,
      site: theme.site,
      appDomain,
      censusDisabled,
      shellScripts: shell.list(),
      firstScreenCss: theme.firstScreenCss,
      scriptedCssUrl: theme.scriptedCssUrl,
      faviconUrl: theme.assetUrl('favicon.svg'),
    };
  }

  /**
   * Renders `name` with the site's forms it shows, fresh settings and the visitor's cart pill
   * (looked up at the same time, unless the caller already has it); rejects with the catalog's
   * error when the settings cannot be read.
   */
  async send(res: Response, name: PageName, content: PageContent, status = 200, pill?: CartPill): Promise<void> {
    const page = await this.render(name, content, pill ?? this.cartPill(res.req), this.rendered.version);
    sendRenderedPage(res, page, status);
  }

  private async render(
    name: PageName,
    content: PageContent,
    pill: CartPill | Promise<CartPill>,
    dataVersion: number,
  ): Promise<RenderedPage> {
    const withForms = await this.withForms(name, content);
    const [settings, cartPill] = await Promise.all([this.settings(), pill]);
    return this.renderPage(name, this.frame(settings, cartPill), withForms, dataVersion);
  }

  /** Tells the other gateway replicas that the settings changed here (set by the server). */
  tellReplicas: () => void = () => undefined;

  /**
   * The store's settings were changed through this gateway: the next page reads them afresh and
   * no page rendered with the old ones is sent again, here and, told through `tellReplicas`, on
   * every other replica (should that notice be lost, theirs expire within CATALOG_CACHE_MS).
   */
  settingsChanged(): void {
    this.settingsChangedElsewhere();
    this.tellReplicas();
  }

  /** The store's settings were changed through another replica. */
  settingsChangedElsewhere(): void {
    this.parts.catalog.forgetStoreReads();
    this.rendered.invalidate();
    // a request from now on must not be given a page being made from the old settings
    this.renderings.clear();
    // a settings change may give a URL to another page (a site page's path, say)
    this.sharedUrls.clear();
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
   * afresh. `lifetimeMs` keeps it longer or shorter than the render cache's own lifetime. With
   * `sendWhileRenewing`, a rendering expired less than a lifetime ago is sent while the new one is
   * made, so its visitors never wait for `load`.
   */
  async sendShared(
    res: Response,
    name: PageName,
    cacheKey: string,
    load: () => Promise<PageContent>,
    { sendWhileRenewing = false, lifetimeMs }: { sendWhileRenewing?: boolean; lifetimeMs?: number } = {},
  ): Promise<void> {
    const req = res.req;
    if (req.method === 'GET' || req.method === 'HEAD')
      this.sharedUrls.set(req.originalUrl, { name, cacheKey, route: routeOf(req) });
    const pill = await this.cartPill(req);
    const key = renderKey(name, cacheKey, pill);
    const live = this.rendered.peek(key);
    if (live) return sendRenderedPage(res, live, 200);
    const rendering = this.renderOnce(key, async () => {
      const dataVersion = this.rendered.version;
      return this.render(name, { ...(await load()), cacheKey, cacheLifetimeMs: lifetimeMs }, pill, dataVersion);
    });
    const recent = sendWhileRenewing ? this.rendered.recent(key) : undefined;
    // The next visitor gets the new rendering. Should it fail, the old one is sent until it is a
    // lifetime past its expiry, and the visitors after that meet the failure (renderOnce has
    // handled the rejection, so leaving it unawaited is safe).
    if (recent) return sendRenderedPage(res, recent, 200);
    sendRenderedPage(res, await rendering, 200);
  }

  /**
   * A request for a page whose rendering is under way waits for it instead of making it again:
   * when a busy page expires, every request arriving before its data is read again would
   * otherwise render it too (dozens of renderings of the same page at once).
   */
  private renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const underWay = this.renderings.get(key);
    if (underWay) return underWay;
    const rendering = render();
    this.renderings.set(key, rendering);
    const settled = () => {
      if (this.renderings.get(key) === rendering) this.renderings.delete(key);
    };
    rendering.then(settled, settled);
    return rendering;
  }

  private cartPill(req: Pick<IncomingMessage, 'headers'>): CartPill | Promise<CartPill> {
    return this.parts.cartPills?.forRequest(req) ?? HIDDEN_CART_PILL;
  }

  /**
   * The live rendering of the shared page a GET or HEAD of this URL led to last time, for this
   * visitor's pill; undefined when there is none (never routed there, expired, invalidated), and
   * the request then goes the whole way. Exact URLs only: a URL express routed to a shared page
   * once goes there again, as every middleware before the page routes decides by path alone.
   */
  ready(req: IncomingMessage): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    const shared = this.sharedUrls.get(req.url ?? '');
    if (!shared) return undefined;
    const live = (pill: CartPill): ReadyAnswer | undefined => {
      const page = this.rendered.peek(renderKey(shared.name, shared.cacheKey, pill));
      return page && { ...pageAnswer(page, req, 200), route: shared.route, handsOutCrumb: true };
    };
    const pill = this.cartPill(req);
    return 'then' in pill ? pill.then(live) : live(pill);
  }

  /** 404, 503, 400 or 500 page, rendered without calling any service. */
  sendStatus(res: Response, page: StatusPage, message?: string): void {
    const { status, title, pageType } = STATUS_PAGES[page];
    if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const name: PageName = page === 'not-found' ? 'not-found' : page;
    const content = { pageType, title, data: { message: message ?? '' } };
    sendRenderedPage(res, this.renderPage(name, this.frame(this.lastSettings), content), status);
  }

  /** An HTML fragment (quick view) with the page's settings, no layout. */
  async sendFragment(
    res: Response,
    name: PageName,
    data: Record<string, unknown>,
    item?: catalogV1.Product,
  ): Promise<void> {
    const settings = await this.settings();
    const json = pageJson(this.frame(settings), { pageType: 'product-detail', data, item });
    const { html, errors } = this.parts.theme.renderFragment(name, json);
    this.report(name, errors);
    sendRenderedPage(res, new RenderedPage(html), 200);
  }

  private renderPage(name: PageName, frame: PageFrame, content: PageContent, dataVersion?: number): RenderedPage {
    const key = content.cacheKey && renderKey(name, content.cacheKey, frame.cartPill ?? HIDDEN_CART_PILL);
    return this.rendered.get(
      key,
      () => {
        const { html, errors } = this.parts.theme.render(name, pageJson(frame, content));
        this.report(name, errors);
        // A page with theme errors is rendered afresh each time, so each occurrence is reported.
        return { html, keep: errors.length === 0 };
      },
      dataVersion,
      content.cacheLifetimeMs,
    );
  }

  private report(name: string, errors: { type: string; message: string }[]): void {
    // A theme error still leaves a usable page; it is logged for the theme's author, not shown.
    if (errors.length > 0)
      this.parts.logger.warn({ page: name, errors: errors.slice(0, 5) }, 'theme rendered with errors');
  }
}

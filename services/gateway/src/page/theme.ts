import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileTemplate, executeTemplate, type CompiledTemplate, type TemplateError } from '@storefront/template';
import { installmentModalsOf } from './installment-modals';
import { splitStylesheet } from './stylesheet-parts';
import { readContentPages, type ContentPage } from './content-pages';

/** The theme kept in the gateway, seen from src/ and dist/ alike (both one level down). */
export const DEFAULT_THEME_DIR = path.join(__dirname, '..', '..', 'theme');

export type PageName =
  | 'home'
  | 'product-list'
  | 'product-detail'
  | 'search'
  | 'quick-view'
  | 'cart'
  | 'checkout'
  | 'checkout-problem'
  | 'order-confirmed'
  | 'subscription-confirmed'
  | 'contact'
  | 'form-page'
  | 'account'
  | 'owner'
  | 'not-found'
  | 'unavailable'
  | 'bad-request'
  | 'error'
  | 'content-page'
  | 'lock-screen'
  | 'member-area-access-denied';

export interface SiteSettings {
  siteTitle: string;
  siteTagline: string;
  language: string;
  templateId: string;
  templateVersion: string;
}

/** A static file of the theme (stylesheet, icon), served at a content-hashed URL so browsers may keep it for good. */
export interface ThemeAsset {
  url: string;
  fileName: string;
  contentType: string;
  body: Buffer;
}

const ASSET_TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

function hashedAsset(file: string, body: Buffer): ThemeAsset | undefined {
  const extension = path.extname(file);
  const contentType = ASSET_TYPES[extension];
  if (!contentType) return undefined;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const fileName = `${path.basename(file, extension)}.${hash}${extension}`;
  return { url: `/theme/${fileName}`, fileName, contentType, body };
}

function readAssets(dir: string): Map<string, ThemeAsset> {
  const assets = new Map<string, ThemeAsset>();
  for (const file of readdirSync(dir)) {
    const asset = hashedAsset(file, readFileSync(path.join(dir, file)));
    if (asset) assets.set(file, asset);
  }
  return assets;
}

/** Where the stylesheet's scripted part is served from (a file of its own for the browser's cache). */
const SCRIPTED_STYLESHEET = 'site-scripted.css';

export interface RenderedPage {
  html: string;
  errors: TemplateError[];
}

function readTemplates(dir: string): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.html')) templates[file.slice(0, -'.html'.length)] = readFileSync(path.join(dir, file), 'utf8');
  }
  return templates;
}

/** Pages framed by the owner area's layout (its header and navigation) rather than the shop's. */
const OWNER_AREA_PAGES: ReadonlySet<PageName> = new Set(['owner']);

/**
 * The default theme: a layout, one template per page, partials, site settings and a stylesheet,
 * read and compiled once at start-up. A page renders in two steps: its own template, then the
 * layout around it, so pages never repeat the header and footer. The owner area has a layout of
 * its own (owner-layout.html); both open the document alike (partials/document-start.html).
 */
export class Theme {
  readonly site: SiteSettings;
  /** By source name (site.css, favicon.svg, and site-scripted.css: the stylesheet's scripted part). */
  readonly assets: Map<string, ThemeAsset>;
  /**
   * The installment provider's information by locale ('en-US', 'fr-CA'), kept with the theme:
   * the popup must open without reaching the provider (spec §7 modal HTML).
   */
  readonly installmentModals: ReadonlyMap<string, string>;
  /** The stylesheet's first-screen part, which every page carries in its head. */
  readonly firstScreenCss: string;
  /** The hashed URL of the stylesheet's scripted part, linked at the end of the body; undefined without one. */
  readonly scriptedCssUrl: string | undefined;
  /** The site's content pages (content-pages.json): their paths, access and blocks. */
  readonly contentPages: readonly ContentPage[];
  private readonly layout: CompiledTemplate;
  private readonly ownerLayout: CompiledTemplate;
  private readonly pages = new Map<string, CompiledTemplate>();
  private readonly partials: Record<string, string>;

  constructor(dir: string = DEFAULT_THEME_DIR) {
    this.site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as SiteSettings;
    this.partials = readTemplates(path.join(dir, 'partials'));
    this.layout = this.compile('layout', readFileSync(path.join(dir, 'layout.html'), 'utf8'));
    this.ownerLayout = this.compile('owner-layout', readFileSync(path.join(dir, 'owner-layout.html'), 'utf8'));
    for (const [name, source] of Object.entries(readTemplates(path.join(dir, 'pages')))) {
      this.pages.set(name, this.compile(name, source));
    }
    this.assets = readAssets(path.join(dir, 'assets'));
    this.installmentModals = installmentModalsOf(dir);
    const stylesheet = splitStylesheet(readFileSync(path.join(dir, 'assets', 'site.css'), 'utf8'));
    this.firstScreenCss = stylesheet.firstScreen;
    const scripted = stylesheet.scripted && hashedAsset(SCRIPTED_STYLESHEET, Buffer.from(stylesheet.scripted));
    if (scripted) this.assets.set(SCRIPTED_STYLESHEET, scripted);
    this.scriptedCssUrl = scripted ? scripted.url : undefined;
    this.contentPages = readContentPages(dir);
  }

  /** The hashed URL of an asset by its source name; a theme without it is a deployment error. */
  assetUrl(name: string): string {
    const asset = this.assets.get(name);
    if (!asset) throw new Error(`theme has no asset ${name}`);
    return asset.url;
  }

  private compile(name: string, source: string): CompiledTemplate {
    const compiled = compileTemplate(source);
    // A theme that does not parse is a deployment error: refuse to start rather than serve broken pages.
    if (compiled.errors.length > 0) {
      throw new Error(`theme template ${name} does not compile: ${compiled.errors.map((e) => e.message).join('; ')}`);
    }
    return compiled;
  }

  /** Renders page `name` with `json`, then the layout with the same data plus the page's HTML. */
  render(name: PageName, json: Record<string, unknown>): RenderedPage {
    const page = this.pages.get(name);
    if (!page) throw new Error(`theme has no page template ${name}`);
    const data = { ...json, site: this.site };
    const body = executeTemplate(page, { json: data, partials: this.partials });
    const layout = OWNER_AREA_PAGES.has(name) ? this.ownerLayout : this.layout;
    const full = executeTemplate(layout, { json: { ...data, pageBody: body.output }, partials: this.partials });
    return { html: full.output, errors: [...body.errors, ...full.errors] };
  }

  /** A fragment without the layout (quick view). */
  renderFragment(name: PageName, json: Record<string, unknown>): RenderedPage {
    const page = this.pages.get(name);
    if (!page) throw new Error(`theme has no page template ${name}`);
    const result = executeTemplate(page, { json: { ...json, site: this.site }, partials: this.partials });
    return { html: result.output, errors: result.errors };
  }
}

/**
 * The one contract between the shell and every remote: each remote exposes `./mount` whose `mount`
 * export receives the hook elements the shell found for it plus the page context. Remotes import
 * only these types (erased at build time), never each other's code.
 */
export type PageType = 'product-detail' | 'product-list' | 'page' | 'not-found' | 'show-cart' | 'error';

export interface StoreSettings {
  selectedCurrency: string;
  expressCheckout: boolean;
  multipleQuantityAllowedForServices: boolean;
}

export interface StorefrontContext {
  websiteId: string;
  timeZone: string;
  collectionId: string | null;
  collectionTitle: string | null;
  itemId: string | null;
  templateId: string;
  templateVersion: string;
  authenticatedAccountId: string | null;
  captchaSiteKey: string;
  appDomain: string;
  pageType: PageType;
  storeSettings: StoreSettings;
}

export interface MountOptions {
  /** Hook elements of this remote, in document order, each once. */
  elements: Element[];
  /** Parsed `#storefront-context`, or null when the page carries none or it does not parse. */
  pageContext: StorefrontContext | null;
  /**
   * Set when the shell mounts hooks late, woken by a document event (see `wakeOn` in the hook
   * table): that event, so the remote can act on what it says (e.g. the cart change that made the
   * pill worth showing). Undefined for hooks mounted on page start.
   */
  trigger?: Event;
}

/** May return a promise; a rejection or throw counts as a failed remote. */
export type Mount = (options: MountOptions) => void | Promise<void>;

export interface RemoteMountModule {
  mount: Mount;
}

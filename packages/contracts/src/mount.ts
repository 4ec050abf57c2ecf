import type { StorefrontContext } from './page-context';

/**
 * The one contract between the shell and every remote: each remote's entry module exports `mount`,
 * which receives the hook elements the shell found for it plus the page context.
 */
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

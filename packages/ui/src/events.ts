import type { StorefrontEventName, StorefrontEvents } from '@storefront/contracts';

/**
 * Remotes never import each other; they talk through the DOM CustomEvents of
 * `@storefront/contracts` on `document`. These two are the only way to fire and hear them, so each
 * name keeps its one detail type.
 */
export function dispatchStorefrontEvent<N extends StorefrontEventName>(name: N, detail: StorefrontEvents[N]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens until the returned function is called. */
export function onStorefrontEvent<N extends StorefrontEventName>(
  name: N,
  listener: (detail: StorefrontEvents[N]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<StorefrontEvents[N]>).detail);
  document.addEventListener(name, handler);
  return () => document.removeEventListener(name, handler);
}

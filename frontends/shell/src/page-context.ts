import type { StorefrontContext } from '@storefront/contracts';

/**
 * The server writes the page context as JSON into `#storefront-context`. A page without it (or
 * with broken JSON) still gets its remotes; they receive null and fall back to their defaults.
 */
export function readPageContext(doc: Document): StorefrontContext | null {
  const script = doc.getElementById('storefront-context');
  if (!script?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(script.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as StorefrontContext) : null;
  } catch {
    return null;
  }
}

let current: StorefrontContext | null | undefined;

/** This page's context, read once; the shell runs deferred, so the server's script is parsed by then. */
export function currentPageContext(): StorefrontContext | null {
  if (current === undefined) current = readPageContext(document);
  return current;
}

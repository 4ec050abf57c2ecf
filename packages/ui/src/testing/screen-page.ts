import { afterEach } from '@jest/globals';
import type { PageEnvironment } from '../account/page-environment';

/** The crumb the gateway would have set; mutating calls must send it back. */
export const TEST_CRUMB = 'crumb-of-this-visit';

/**
 * For jsdom screen tests of the remotes; call once at the top of a test file. jsdom lays nothing
 * out, so the dialog's focus rules would take every element for hidden (getClientRects is empty):
 * here every element counts as shown, as on a page. Dialogs and the announcer live in their own
 * containers at the end of <body>, outside what testing-library cleans up, so they go after each
 * test.
 */
export function prepareScreenTests(): void {
  HTMLElement.prototype.getClientRects = function () {
    return [this.getBoundingClientRect()] as unknown as DOMRectList;
  };
  afterEach(() => {
    for (const leftover of Array.from(document.querySelectorAll('.storefront-overlay, .storefront-announcer')))
      leftover.remove();
    for (const inert of Array.from(document.querySelectorAll('[inert]'))) inert.removeAttribute('inert');
  });
}

/** A screen's page at an address, recording where the screen sends the person. */
export function pageAt(address: string): { environment: PageEnvironment; visited: string[] } {
  const url = new URL(address, 'https://shop.test');
  const visited: string[] = [];
  document.cookie = `crumb=${TEST_CRUMB}`;
  return {
    environment: { pathname: url.pathname, search: url.search, navigate: (path) => visited.push(path) },
    visited,
  };
}

/** What the polite live region says at the moment. */
export function announced(): string | undefined {
  return document.querySelector('.storefront-announcer')?.textContent ?? undefined;
}

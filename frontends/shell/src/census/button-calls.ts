/**
 * Spec §7 button-render and button-click: JSON page context plus visitorCookie, given up after
 * 2.5 s (spec §9), errors ignored. The buttons are the ones spec §2 says the storefront's pages
 * carry: the add-to-cart button and the quick-view button. Each one on the page is counted as
 * rendered once, and each press (click, or Enter/Space on the role=button element) as a click.
 */
import type { StorefrontContext } from '@storefront/contracts';

export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const BUTTON_CLICK_PATH = '/api/census/button-click';
/** Spec §9: census button calls time out at 2.5 s. */
export const BUTTON_CALL_TIMEOUT_MS = 2500;

/** The buttons counted, by their server markup, and the name each is counted under. */
const COUNTED_BUTTONS = [
  { selector: '.sqs-add-to-cart-button', buttonType: 'add-to-cart', itemIdAttribute: 'data-item-id' },
  { selector: '.sqs-product-quick-view-button', buttonType: 'quick-view', itemIdAttribute: 'data-id' },
] as const;
export const COUNTED_BUTTON_SELECTOR = COUNTED_BUTTONS.map(({ selector }) => selector).join(', ');

/** Keys that press a role=button element (WAI-ARIA button pattern). */
const PRESS_KEYS = new Set(['Enter', ' ']);
/** Pages of this storefront are public (spec §3 pagePermissionTypeValue). */
const PUBLIC_PAGE = 1;

/** Spec §3 "Page context sent with events", visitorCookie included. */
export interface ButtonPageContext {
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
  visitorCookie: string;
}

export function buttonPageContext(
  context: StorefrontContext | null,
  page: { title: string; path: string },
  visitorCookie: string,
): ButtonPageContext {
  return {
    pageTitle: page.title,
    pageId: context?.itemId ?? context?.collectionId ?? '',
    contentSource: context?.itemId ? 'i' : 'c',
    pagePath: page.path,
    pagePermissionTypeValue: PUBLIC_PAGE,
    visitorCookie,
  };
}

/** The slice of an element this needs, so it can be exercised without a DOM. */
export interface ButtonElement {
  matches(selector: string): boolean;
  getAttribute(name: string): string | null;
  closest(selector: string): ButtonElement | null;
}

/** Which counted button `element` is, with the item it is for; null for any other element. */
export function countedButton(element: ButtonElement): { buttonType: string; itemId: string } | null {
  const found = COUNTED_BUTTONS.find(({ selector }) => element.matches(selector));
  return found ? { buttonType: found.buttonType, itemId: element.getAttribute(found.itemIdAttribute) ?? '' } : null;
}

export type ButtonCallPost = (path: string, body: string, signal: AbortSignal) => Promise<unknown>;

/** One button call, abandoned after BUTTON_CALL_TIMEOUT_MS; never rejects (spec §7: errors ignored). */
export async function sendButtonCall(
  path: typeof BUTTON_RENDER_PATH | typeof BUTTON_CLICK_PATH,
  fields: Record<string, unknown>,
  post: ButtonCallPost,
  timeoutMs = BUTTON_CALL_TIMEOUT_MS,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await post(path, JSON.stringify(fields), controller.signal);
  } catch {
    // a lost count must never reach the visitor
  } finally {
    clearTimeout(timer);
  }
}

/** The slice of `window`/`document` the watcher needs. */
export interface ButtonRoot {
  querySelectorAll(selector: string): ArrayLike<ButtonElement>;
}
export interface PressTarget {
  addEventListener(
    type: 'click' | 'keydown',
    listener: (event: { type: string; key?: string; target: unknown }) => void,
    capture: boolean,
  ): void;
}

/**
 * Counts every counted button of `root` as rendered, and each later press on one as a click.
 * Presses are heard in the capture phase of `presses` (the window), before anything on the page
 * (early-presses.ts, the product remote) can stop them.
 */
export function countButtons(
  root: ButtonRoot,
  presses: PressTarget,
  page: () => ButtonPageContext,
  post: ButtonCallPost,
): void {
  for (const element of Array.from(root.querySelectorAll(COUNTED_BUTTON_SELECTOR))) {
    const button = countedButton(element);
    if (button) void sendButtonCall(BUTTON_RENDER_PATH, { ...page(), ...button }, post);
  }
  const pressed = (event: { type: string; key?: string; target: unknown }) => {
    if (event.type === 'keydown' && !PRESS_KEYS.has(event.key ?? '')) return;
    const target = event.target as Partial<ButtonElement> | null;
    const element = typeof target?.closest === 'function' ? target.closest(COUNTED_BUTTON_SELECTOR) : null;
    const button = element ? countedButton(element) : null;
    if (button) void sendButtonCall(BUTTON_CLICK_PATH, { ...page(), ...button }, post);
  };
  presses.addEventListener('click', pressed, true);
  presses.addEventListener('keydown', pressed, true);
}

/** The browser's post: JSON with the crumb header the gateway's guard asks of JSON calls; keepalive outlives a navigation. */
export function browserButtonPost(crumb: () => string): ButtonCallPost {
  return (path, body, signal) =>
    fetch(path, {
      method: 'POST',
      body,
      signal,
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb() },
    });
}

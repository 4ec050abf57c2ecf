import type { CommerceEventName, ShoppingEventName } from '@storefront/census-rules';
import type { StorefrontContext } from '@storefront/contracts';
import { apiRequest, readCookie } from './api';

/**
 * The one way the remotes tell census what happened (spec §7): commerce and shopping events as
 * form-encoded posts to `/api/census/events`, and the JSON census calls (button, form, overlay)
 * with the page context. Counting never disturbs the visitor: every failure is swallowed, and a
 * refused event post is only logged (spec §8).
 */

export const CENSUS_EVENTS_PATH = '/api/census/events';
/** Spec §9: census button calls give up after 2.5 s. */
export const CENSUS_BUTTON_TIMEOUT_MS = 2500;

/** Spec §7 payload fields of the shopping events; the page's own ones are added by `postShoppingEvent`. */
export interface ShoppingEventFields {
  cart_id?: string;
  product_page?: boolean;
  pdp_layout?: string;
  is_quickview?: boolean;
  has_custom_form?: boolean;
  error_type?: string;
  item_id?: string;
  item_type?: number;
  item_title?: string;
  item_collection_id?: string | null;
  item_collection_name?: string | null;
  is_subscription?: boolean;
  num_items_in_cart?: number;
  cart_value?: number;
  currency_code?: string;
  item_quantity?: number;
}

/** Spec §3 "Page context sent with events". */
export interface CensusPageContext {
  pageTitle: string;
  pageId: string;
  /** 'i' when the page shows an item, 'c' a collection. */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
  visitorCookie: string;
}

/** Pages of this storefront are public; the spec's other permission types (protected, member) do not exist here. */
const PUBLIC_PAGE = 1;

/** The page context each remote was mounted with; set by its `mount`. */
let page: StorefrontContext | null = null;

export function setCensusPage(context: StorefrontContext | null): void {
  page = context;
}

/** The visitor cookie the shell keeps up to date (spec §3 ss_cvr); empty in restrictive cookie mode. */
export function visitorCookie(): string {
  try {
    return readCookie('ss_cvr') ?? '';
  } catch {
    return '';
  }
}

export function censusPageContext(): CensusPageContext {
  return {
    pageTitle: document.title,
    pageId: page?.itemId ?? page?.collectionId ?? '',
    contentSource: page?.itemId ? 'i' : 'c',
    pagePath: location.pathname,
    pagePermissionTypeValue: PUBLIC_PAGE,
    visitorCookie: visitorCookie(),
  };
}

/** Spec §6: whether a customer is signed in, as the SiteUserInfo cookie says. */
function loggedIn(): boolean {
  try {
    const info: unknown = JSON.parse(readCookie('SiteUserInfo') ?? 'null');
    return typeof info === 'object' && info !== null && (info as { authenticated?: unknown }).authenticated === true;
  } catch {
    return false;
  }
}

/** Spec §8: the one trace a refused event post leaves. */
export function eventPostFailure(status: number): string {
  return `Error tracking event: HTTP Status ${status}`;
}

/**
 * One commerce or shopping event, form-encoded like a beacon (event, JSON data, crumb). Resolves
 * whatever happens; a refused post is logged as spec §8's warning. `keepalive` lets an event sent
 * just before navigating away (express checkout) still arrive.
 */
export async function postCensusEvent(
  event: CommerceEventName | ShoppingEventName,
  data: Record<string, unknown>,
): Promise<void> {
  const body = new URLSearchParams({ event, data: JSON.stringify(data), crumb: readCookie('crumb') ?? '' });
  try {
    const response = await fetch(CENSUS_EVENTS_PATH, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) console.warn(eventPostFailure(response.status));
  } catch {
    // no answer at all: nothing to report, nothing the visitor should notice
  }
}

/** A spec §7 shopping event with the fields every one of them carries. */
export function postShoppingEvent(event: ShoppingEventName, fields: ShoppingEventFields): Promise<void> {
  return postCensusEvent(event, {
    website_id: page?.websiteId ?? '',
    page_id: page?.itemId ?? page?.collectionId ?? '',
    currency_code: page?.storeSettings?.selectedCurrency ?? 'USD',
    logged_in: loggedIn(),
    ss_cvr: visitorCookie(),
    ...fields,
  });
}

/**
 * A JSON census call (spec §7 button-click/-render, form-render, overlay): the caller's payload
 * with the page context and the visitor cookie; errors ignored. `timeoutMs` bounds the button calls.
 */
export async function postCensusCall(
  path: '/api/census/button-click' | '/api/census/button-render' | '/api/census/form-render' | '/api/census/overlay',
  payload: Record<string, unknown>,
  timeoutMs?: number,
): Promise<void> {
  const controller = timeoutMs === undefined ? undefined : new AbortController();
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    await apiRequest('POST', path, { ...censusPageContext(), ...payload }, { signal: controller?.signal });
  } catch {
    // spec §7: errors ignored
  } finally {
    clearTimeout(timer);
  }
}

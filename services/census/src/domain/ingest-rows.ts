import { COUNTED_EVENTS, type EventItem, type HitItem } from '@storefront/census-rules';
import { fractionDigits, isCurrencyCode } from '@storefront/commerce';
import { deviceOf } from './device';

/** The referrer of a hit that came from no other site. */
export const DIRECT = '(direct)';

export interface HitRow {
  id: string;
  received_at: string;
  visitor_id: string | null;
  visit_count: number | null;
  path: string;
  referrer: string;
  device: string;
  item_id: string;
  title: string;
  data: unknown;
}

export interface EventRow {
  id: string;
  received_at: string;
  visitor_id: string | null;
  visit_count: number | null;
  name: string;
  device: string;
  item_id: string;
  item_title: string;
  error_type: string;
  order_id: string;
  revenue_minor: number;
  currency: string;
  data: unknown;
}

/** The referring host of a page, or DIRECT when there is none, it is no web address, or it is the site itself. */
export function referrerHost(referrer: string | null | undefined, pageUrl: string): string {
  if (!referrer) return DIRECT;
  try {
    const from = new URL(referrer);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return DIRECT;
    return from.host === new URL(pageUrl).host ? DIRECT : from.hostname;
  } catch {
    return DIRECT;
  }
}

const received = (item: { receivedAt: number }) => new Date(item.receivedAt).toISOString();

/** The user agent the gateway saw, else the one the page reported. */
const userAgentOf = (item: HitItem) => item.userAgent || item.hit.userAgent || '';

export function hitRows(items: HitItem[]): HitRow[] {
  return items.map((item) => ({
    id: item.id,
    received_at: received(item),
    visitor_id: item.visitor?.id ?? null,
    visit_count: item.visitor?.visitCount ?? null,
    path: new URL(item.hit.url).pathname,
    referrer: referrerHost(item.hit.referrer, item.hit.url),
    device: deviceOf(userAgentOf(item)),
    item_id: item.hit.itemId ?? '',
    title: item.hit.title ?? '',
    data: item.hit,
  }));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A purchase's revenue in minor units of its currency: cart_value (major units, a number or a
 * decimal string) times 10^fraction digits, rounded to a whole minor unit. Nothing for other
 * events or a value that is no amount.
 */
export function revenueOf(name: string, data: Record<string, unknown>): { minor: number; currency: string } {
  const currency = text(data.currency_code).toUpperCase();
  if (name !== COUNTED_EVENTS.purchase || !isCurrencyCode(currency)) return { minor: 0, currency: '' };
  const value = typeof data.cart_value === 'string' ? Number(data.cart_value) : data.cart_value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e12) return { minor: 0, currency };
  return { minor: Math.round(value * 10 ** fractionDigits(currency)), currency };
}

export function eventRows(items: EventItem[]): EventRow[] {
  return items.map((item) => {
    const data = item.data as Record<string, unknown>;
    const revenue = revenueOf(item.name, data);
    return {
      id: item.id,
      received_at: received(item),
      visitor_id: item.visitor?.id ?? null,
      visit_count: item.visitor?.visitCount ?? null,
      name: item.name,
      device: deviceOf(item.userAgent),
      item_id: text(data.item_id) || text(data.itemId),
      item_title: text(data.item_title),
      error_type: text(data.error_type),
      order_id: text(data.order_id),
      revenue_minor: revenue.minor,
      currency: revenue.currency,
      data,
    };
  });
}

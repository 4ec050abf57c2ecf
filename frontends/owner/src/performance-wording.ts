import type { DeviceClassName, PageType } from '@storefront/contracts';
import type { RatedEvent, Rating } from '@storefront/performance-rules';
import type { DeviceFilter } from './owner-api';

/** How a rated metric is named and measured on the owner's page. */
export interface MetricWording {
  name: string;
  short: string;
  /** CLS is a score without a unit; the rest are milliseconds. */
  unit: 'ms' | '';
}

/** In the order the page shows them: loading first, then responsiveness, then stability. */
export const metricWording: Record<RatedEvent, MetricWording> = {
  'first-contentful-paint': { name: 'First contentful paint', short: 'FCP', unit: 'ms' },
  'largest-contentful-paint': { name: 'Largest contentful paint', short: 'LCP', unit: 'ms' },
  'cumulative-layout-shift': { name: 'Cumulative layout shift', short: 'CLS', unit: '' },
  'first-input-delay': { name: 'First input delay', short: 'FID', unit: 'ms' },
  'interaction-to-next-paint': { name: 'Interaction to next paint', short: 'INP', unit: 'ms' },
  'time-to-first-byte': { name: 'Time to first byte', short: 'TTFB', unit: 'ms' },
};

export const metricTitle = (metric: RatedEvent) => `${metricWording[metric].name} (${metricWording[metric].short})`;

const milliseconds = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
// three decimals: at two, a CLS of 0.104 (needs improvement) would read as the good 0.10
const score = new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** "2,345 ms", or "0.104" for CLS. */
export function shownValue(metric: RatedEvent, value: number): string {
  return metricWording[metric].unit === 'ms' ? `${milliseconds.format(value)} ms` : score.format(value);
}

export const ratingLabels: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** The usual web-vitals colours, dark enough for text on white. */
export const ratingColours: Record<Rating, string> = {
  good: '#0a7d43',
  'needs-improvement': '#a35f00',
  poor: '#c62828',
};

export const deviceLabels: Record<DeviceFilter, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

export const deviceLabel = (device: DeviceClassName) => (device === 'unknown' ? 'Unknown' : deviceLabels[device]);

/** The page types the storefront's pages report (their page context's pageType). */
export const pageTypeLabels: Record<PageType, string> = {
  'product-detail': 'Product detail',
  'product-list': 'Product list',
  page: 'Page',
  'not-found': 'Not found',
  'show-cart': 'Cart',
  checkout: 'Checkout',
  error: 'Error',
  search: 'Search',
  'order-confirmed': 'Order confirmed',
  'subscription-confirmed': 'Subscription confirmed',
  'lock-screen': 'Lock screen',
  'member-area-access-denied': 'Member area access denied',
};

export function pageTypeLabel(pageType: string): string {
  if (pageType === '') return '—';
  return (pageTypeLabels as Record<string, string>)[pageType] ?? pageType;
}

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A day of the answer (YYYY-MM-DD, already in the site's time zone) as "Nov 19, 2026"; read as UTC so it does not move. */
export function shownDay(day: string, short = false): string {
  const time = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(time.getTime())) return day;
  return (short ? shortDayFormat : dayFormat).format(time);
}

export const NO_RECORDS = 'No records in this range yet.';

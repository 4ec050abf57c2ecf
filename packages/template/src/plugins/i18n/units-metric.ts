import type { Predicate } from '../../plugin';
import { BoundedCache, LOCALE_CACHE_SIZE } from '../shared/bounded-cache';
import { localeOf } from '../shared/locale';

/**
 * Regions whose measurement system is not metric (CLDR's measurementData: the United States,
 * Liberia and Myanmar use US units). The United Kingdom's mixed system counts as metric, as
 * CLDR's "UK" system does for everything but road distances.
 */
const NON_METRIC_REGIONS = new Set(['US', 'LR', 'MM']);

const metricByLocale = new BoundedCache<string, boolean>(LOCALE_CACHE_SIZE);

/** Whether a locale measures in metric units; a locale without a region takes its likeliest one. */
function usesMetric(locale: string): boolean {
  let metric = metricByLocale.get(locale);
  if (metric === undefined) {
    const region = new Intl.Locale(locale).maximize().region;
    metric = region === undefined || !NON_METRIC_REGIONS.has(region);
    metricByLocale.set(locale, metric);
  }
  return metric;
}

/**
 * `units-metric?`: the page's locale measures in metric units (a template picks centimetres or
 * inches, kilograms or pounds). Without locale data the answer is no, as localized formatters
 * then print nothing. The published reference engine registers the name with no rule behind it
 * (it always answers no, with an error); this engine decides by the locale's region.
 */
export const unitsMetric: Predicate = {
  test(ctx) {
    const locale = localeOf(ctx);
    return locale !== null && usesMetric(locale);
  },
};

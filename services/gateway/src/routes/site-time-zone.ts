import { DEFAULT_TIME_ZONE } from '../page/page-context';
import type { Pages } from '../page/pages';
import { todayIn } from './performance-input';

/**
 * The site's time zone (catalog settings site.timeZone), in which the owner's days are counted, so
 * "today" is the owner's today wherever the gateway runs. The catalog checks zones when they are
 * saved; one this Node does not know falls back to the default.
 */
export async function siteTimeZone(pages: Pages): Promise<string> {
  const zone = (await pages.settings()).site?.timeZone || DEFAULT_TIME_ZONE;
  try {
    todayIn(zone);
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

import Bowser from 'bowser';

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What the summaries keep of a visitor's user agent; the user agent itself is not stored. */
export interface VisitorDevice {
  deviceClass: DeviceClass;
  /** bowser's name of the browser ("Chrome", "Safari", "Microsoft Edge"); '' when it cannot tell. */
  browser: string;
}

const KNOWN_CLASSES: ReadonlySet<string> = new Set(['desktop', 'mobile', 'tablet']);

/**
 * The device class and browser of a user agent, by bowser. Bots, TVs, consoles and strings
 * bowser cannot read are `unknown`: they are neither of the classes the owner filters by.
 */
export function visitorDevice(userAgent: string): VisitorDevice {
  if (userAgent.trim() === '') return { deviceClass: 'unknown', browser: '' };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type ?? '';
  return {
    deviceClass: KNOWN_CLASSES.has(platform) ? (platform as DeviceClass) : 'unknown',
    browser: parsed.browser.name ?? '',
  };
}

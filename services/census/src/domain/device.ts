import { remembered } from '@storefront/service-kit';
import Bowser from 'bowser';

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * The owner's device of a user agent, by bowser: mobile and tablet as bowser reads them, anything
 * else desktop (TVs, bots and strings bowser cannot read included), so the devices add up to the
 * visits. Remembered per user agent: a shop's visitors use a few hundred browsers, and bowser's
 * reading of one (dozens of regular expressions) costs more than the rest of a hit's row. Longer
 * ones than the gateway keeps of a User-Agent (a page's own report) are read each time.
 */
export const deviceOf: (userAgent: string) => Device = remembered(readDevice, {
  maxBytes: 4 * 1024 * 1024,
  maxKeyLength: 512,
});

function readDevice(userAgent: string): Device {
  if (userAgent.trim() === '') return 'desktop';
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet' ? type : 'desktop';
}

import Bowser from 'bowser';

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * The owner's device of a user agent, by bowser: mobile and tablet as bowser reads them, anything
 * else desktop (TVs, bots and strings bowser cannot read included), so the devices add up to the
 * visits.
 */
export function deviceOf(userAgent: string): Device {
  if (userAgent.length > MAX_KEPT_LENGTH) return readDevice(userAgent);
  let device = recentDevices.get(userAgent);
  if (device === undefined) {
    device = readDevice(userAgent);
    // emptied when full, so ever new user agents cannot grow it
    if (recentDevices.size >= RECENT_DEVICES_KEPT) recentDevices.clear();
    recentDevices.set(userAgent, device);
  }
  return device;
}

/**
 * The devices of user agents read lately: a shop's visitors use a few hundred browsers, and
 * bowser's reading of one (dozens of regular expressions) costs more than the rest of a hit's row.
 */
const recentDevices = new Map<string, Device>();
const RECENT_DEVICES_KEPT = 5_000;
/** What the gateway keeps of a User-Agent; longer ones (a page's own report) are read each time, not kept. */
const MAX_KEPT_LENGTH = 512;

function readDevice(userAgent: string): Device {
  if (userAgent.trim() === '') return 'desktop';
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet' ? type : 'desktop';
}

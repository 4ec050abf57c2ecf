import Bowser from 'bowser';

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * The owner's device of a user agent, by bowser: mobile and tablet as bowser reads them, anything
 * else desktop (TVs, bots and strings bowser cannot read included), so the devices add up to the
 * visits.
 */
export function deviceOf(userAgent: string): Device {
  if (userAgent.trim() === '') return 'desktop';
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet' ? type : 'desktop';
}

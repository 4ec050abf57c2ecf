import { beaconFirst } from '../beacon-first';
import type { HitData } from './hit-data';

export const RECORD_HIT_PATH = '/api/census/RecordHit';

/** `event` of a page-view hit (census contract). */
const PAGE_VIEW_EVENT = 'View';

export interface HitTransport {
  /** `navigator.sendBeacon`, when the browser has it: true when the browser queued the request. */
  beacon?: (url: string, body: URLSearchParams) => boolean;
  post: (url: string, body: URLSearchParams) => Promise<unknown>;
}

/**
 * Spec §7 RecordHit: form-encoded, so a beacon can carry it; a beacon sends no headers, so the
 * crumb travels as a field. The beacon outlives the page; without one (or refused) a keepalive
 * fetch goes instead. Every failure is ignored (spec §8): a lost hit must never reach the visitor.
 */
export function sendHit(data: HitData, visitorCookie: string, crumb: string, transport: HitTransport): void {
  const body = new URLSearchParams({
    event: PAGE_VIEW_EVENT,
    data: JSON.stringify(data),
    ss_cvr: visitorCookie,
    crumb,
  });
  const beacon = transport.beacon;
  beaconFirst(
    beacon && (() => beacon(RECORD_HIT_PATH, body)),
    () => void transport.post(RECORD_HIT_PATH, body).catch(() => undefined),
  );
}

export const browserHitTransport: HitTransport = {
  get beacon() {
    return typeof navigator.sendBeacon === 'function'
      ? (url: string, body: URLSearchParams) => navigator.sendBeacon(url, body)
      : undefined;
  },
  post: (url, body) => fetch(url, { method: 'POST', body, credentials: 'same-origin', keepalive: true }),
};

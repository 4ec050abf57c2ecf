import { PAGE_VIEW_EVENT, POSTED_EVENT_NAMES } from './names';
import { eventPayloadSchema, hitDataSchema, MAX_DATA_TEXT_LENGTH, type EventPayload, type HitData } from './payloads';

/** What the browser is told when a census call is refused (a 400; the browser ignores it, spec §8). */
export const censusMessages = {
  notAForm: 'Send the fields event, data and ss_cvr form-encoded.',
  hitEvent: `event must be ${PAGE_VIEW_EVENT}.`,
  dataText: `data must be JSON text of at most ${MAX_DATA_TEXT_LENGTH} characters.`,
  hitData: 'data is not valid hit data: url must be an http(s) address and each field of its type.',
  eventName: 'Unknown event name.',
  eventData: 'data must be a JSON object of at most 48 fields, each text, a number, true, false or null.',
  notAnObject: 'Send a JSON object.',
  formId: 'Expected a formId.',
  itemId: 'Unknown item id.',
} as const;

export type Judged<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;

/** Fields that name the visitor or the crumb: read by the gateway, never stored with the payload. */
const NOT_STORED = new Set(['ss_cvr', 'visitorCookie', 'crumb']);

function jsonText(value: unknown): Judged<unknown> {
  if (typeof value !== 'string' || value.length > MAX_DATA_TEXT_LENGTH) return refuse(censusMessages.dataText);
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return refuse(censusMessages.dataText);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A page-view hit (RecordHit): event `View`, data the JSON text of spec §3's hit data. */
export function judgeHit(fields: Record<string, unknown>): Judged<HitData> {
  if (fields.event !== PAGE_VIEW_EVENT) return refuse(censusMessages.hitEvent);
  const text = jsonText(fields.data);
  if (!text.ok) return text;
  const parsed = hitDataSchema.safeParse(text.value);
  return parsed.success ? { ok: true, value: parsed.data } : refuse(censusMessages.hitData);
}

/** A payload as it is stored: the visitor and crumb fields left out, every other field checked. */
export function judgePayload(value: unknown): Judged<EventPayload> {
  if (!isPlainObject(value)) return refuse(censusMessages.eventData);
  const kept = Object.fromEntries(Object.entries(value).filter(([name]) => !NOT_STORED.has(name)));
  const parsed = eventPayloadSchema.safeParse(kept);
  return parsed.success ? { ok: true, value: parsed.data } : refuse(censusMessages.eventData);
}

export interface JudgedEvent {
  name: string;
  /** The payload as it is stored. */
  data: EventPayload;
  /** The payload as sent, visitor fields included. */
  sent: Record<string, unknown>;
}

/** A commerce or shopping event (spec §3, §7): one of their names, data the JSON text of its payload. */
export function judgeEvent(fields: Record<string, unknown>): Judged<JudgedEvent> {
  const name = fields.event;
  if (typeof name !== 'string' || !POSTED_EVENT_NAMES.has(name)) return refuse(censusMessages.eventName);
  const text = jsonText(fields.data);
  if (!text.ok) return text;
  const data = judgePayload(text.value);
  if (!data.ok) return data;
  return { ok: true, value: { name, data: data.value, sent: text.value as Record<string, unknown> } };
}

/**
 * What the gateway hands to the census service through the ingest queue, and what the service
 * trusts when it stores a job: one schema on both sides, so nothing the gateway let through can be
 * refused, or stored malformed, later.
 */
import { MAX_EPOCH_MS } from '@storefront/performance-rules/ingest';
import { z } from 'zod';
import { CENSUS_EVENT_NAMES } from './names';
import { eventPayloadSchema, hitDataSchema, storableText } from './payloads';
import { MAX_VISIT_COUNT } from './visitor-cookie';

/** The BullMQ queue the gateway adds to and the census service's workers take from. */
export const CENSUS_INGEST_QUEUE = 'census-ingest';

const visitor = z
  .object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/), visitCount: z.number().int().min(1).max(MAX_VISIT_COUNT) })
  .nullable();

const itemBase = {
  /** Given by the gateway when it accepted the item: the service stores each id once. */
  id: z.uuid(),
  /** When the gateway accepted it (epoch ms): the day and hour it is counted on. */
  receivedAt: z.number().int().nonnegative().max(MAX_EPOCH_MS),
  /** The visitor of a well-formed ss_cvr; null when there was none or it was malformed. */
  visitor,
  /** The request's User-Agent, cut to 512 characters: the device class is read from it. */
  userAgent: storableText(512),
};

export const hitItemSchema = z.object({ ...itemBase, hit: hitDataSchema });
export const eventItemSchema = z.object({
  ...itemBase,
  name: z.enum(CENSUS_EVENT_NAMES as [string, ...string[]]),
  data: eventPayloadSchema,
});

export const censusIngestJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hits'), items: z.array(hitItemSchema).min(1).max(10_000) }),
  z.object({ kind: z.literal('events'), items: z.array(eventItemSchema).min(1).max(10_000) }),
]);

export type HitItem = z.infer<typeof hitItemSchema>;
export type EventItem = z.infer<typeof eventItemSchema>;
export type CensusIngestJob = z.infer<typeof censusIngestJobSchema>;

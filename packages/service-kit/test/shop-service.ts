import { makeGenericClientConstructor, type ServiceDefinition } from '@grpc/grpc-js';
import { trace } from '@opentelemetry/api';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientConstructor } from '../src/grpc-client';
import type { ServiceContract } from '../src/retry-policy';
import {
  AlreadyExistsError,
  ConflictError,
  FailedPreconditionError,
  InvalidArgumentError,
  NotFoundError,
} from '../src/domain-errors';
import { unary } from '../src/unary';

/** A tiny service for tests, defined by hand with JSON on the wire instead of protobuf. */
const json = {
  serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  deserialize: (bytes: Buffer) => JSON.parse(bytes.toString()),
};

function method<Req, Res>(name: string) {
  return {
    path: `/test.shop.v1.ShopService/${name}`,
    requestStream: false as const,
    responseStream: false as const,
    requestSerialize: json.serialize as (value: Req) => Buffer,
    requestDeserialize: json.deserialize as (bytes: Buffer) => Req,
    responseSerialize: json.serialize as (value: Res) => Buffer,
    responseDeserialize: json.deserialize as (bytes: Buffer) => Res,
  };
}

export const shopDefinition = {
  getItem: method<{ id: string }, { id: string; title: string }>('GetItem'),
  slow: method<{ ms: number }, { done: boolean }>('Slow'),
  traceOfCaller: method<Record<string, never>, { traceId: string | null }>('TraceOfCaller'),
};

/** What a generated `<Service>Definition` would say of the shop: only GetItem is safe to repeat. */
export const shopContract = {
  fullName: 'test.shop.v1.ShopService',
  methods: {
    getItem: { name: 'GetItem', options: { idempotencyLevel: 'NO_SIDE_EFFECTS' } },
    slow: { name: 'Slow', options: {} },
    traceOfCaller: { name: 'TraceOfCaller', options: {} },
  },
} satisfies ServiceContract;

export const ShopClient = makeGenericClientConstructor(
  shopDefinition as unknown as ServiceDefinition,
  'ShopService',
) as unknown as ClientConstructor<typeof shopDefinition>;

export const shopImplementation = {
  getItem: unary(async ({ id }: { id: string }) => {
    if (id === 'missing') throw new NotFoundError('no item with id missing');
    if (id === '') throw new InvalidArgumentError('id is required');
    if (id === 'sold-out') throw new FailedPreconditionError('item is sold out');
    if (id === 'raced') throw new ConflictError('stock changed');
    if (id === 'taken') throw new AlreadyExistsError('item exists already');
    if (id === 'broken') throw new Error('connection to db-secret-host refused');
    return { id, title: `Item ${id}` };
  }),
  slow: unary(async ({ ms }: { ms: number }, call) => {
    // Stop waiting when the caller gives up, so no timer outlives the call.
    const abandoned = new AbortController();
    call.on('cancelled', () => abandoned.abort());
    await sleep(ms, undefined, { signal: abandoned.signal }).catch(() => undefined);
    return { done: true };
  }),
  traceOfCaller: unary(async () => ({ traceId: trace.getActiveSpan()?.spanContext().traceId ?? null })),
};

import type { MethodConfig } from '@grpc/grpc-js';

/** The levels of `option idempotency_level` under which a repeated call is safe. */
const REPEATABLE = new Set(['NO_SIDE_EFFECTS', 'IDEMPOTENT']);

/**
 * The part of a ts-proto generic service definition (`<Service>Definition`, generated with
 * `outputServices=generic-definitions`) the retry policy reads: each method's name and the
 * `idempotency_level` its `.proto` declares.
 */
export interface ServiceContract {
  fullName: string;
  methods: Readonly<Record<string, { name: string; options: { idempotencyLevel?: string } }>>;
}

export interface RetrySettings {
  /** Total attempts for a call that may be repeated, the first included. */
  maxAttempts: number;
  /** First backoff; doubles each retry (grpc-js adds ±20% jitter). */
  backoffMs: number;
}

/**
 * The methods of a grpc-js service definition whose contract says a repeat is safe, as the
 * `{ service, method }` names of a grpc-js method config. Every method must be found in the
 * contract under the same path, so a client given another service's contract fails at
 * construction instead of retrying by the wrong rules.
 */
export function repeatableMethods(contract: ServiceContract, service: object): { service: string; method: string }[] {
  const repeatable: { service: string; method: string }[] = [];
  for (const [name, { path }] of Object.entries(service) as [string, { path: string }][]) {
    const method = contract.methods[name];
    if (!method || path !== `/${contract.fullName}/${method.name}`) {
      throw new Error(`${path} is not a method of the contract ${contract.fullName}`);
    }
    if (REPEATABLE.has(method.options.idempotencyLevel ?? '')) {
      repeatable.push({ service: contract.fullName, method: method.name });
    }
  }
  return repeatable;
}

/** grpc-js durations are decimal seconds with an `s`. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(3)}s`;

/**
 * The channel's retry policy: grpc-js repeats a call that ended UNAVAILABLE (no replica reachable,
 * or one shutting down) before any answer arrived, after an exponential backoff, within the call's
 * one deadline. Only the methods the contract marks NO_SIDE_EFFECTS or IDEMPOTENT are listed.
 * The contracts make that safe for mutations as well: each change marked IDEMPOTENT carries an
 * idempotency key (a cart change, a notification; the contract asks every caller that may repeat
 * one to set it, as the gateway does) or is keyed by its own id (a stock reservation), so a repeat
 * of a call that did reach the server applies nothing twice. Methods left unmarked are never
 * repeated, since a call ending UNAVAILABLE may still have been applied.
 */
export function retryMethodConfig(
  contract: ServiceContract,
  service: object,
  { maxAttempts, backoffMs }: RetrySettings,
): MethodConfig[] {
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`maxAttempts must be a whole number of at least 1 (1 turns retries off), got ${maxAttempts}`);
  }
  if (!(backoffMs >= 1)) throw new Error(`backoffMs must be at least 1, got ${backoffMs}`);
  const name = repeatableMethods(contract, service);
  if (maxAttempts === 1 || name.length === 0) return [];
  return [
    {
      name,
      retryPolicy: {
        maxAttempts,
        initialBackoff: seconds(backoffMs),
        // no cap below what doubling reaches in maxAttempts: the deadline bounds the call
        maxBackoff: seconds(backoffMs * 2 ** (maxAttempts - 2)),
        backoffMultiplier: 2,
        retryableStatusCodes: ['UNAVAILABLE'],
      },
    },
  ];
}

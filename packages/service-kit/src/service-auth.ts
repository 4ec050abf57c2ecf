import { createHmac, timingSafeEqual } from 'node:crypto';
import { Metadata, ServerInterceptingCall, status, type ServerInterceptor } from '@grpc/grpc-js';
import { z } from 'zod';

/**
 * Service-to-service authentication: every call carries `<caller>.<unix ms>.<HMAC-SHA256>` in this
 * metadata key, signed with the secret all services share, over the caller, the method path and
 * the time. A captured value is good for one method and a short window only.
 */
export const SERVICE_AUTH_METADATA = 'x-service-auth';

/** Clocks of two machines may disagree this much; a signature older (or newer) than that is refused. */
export const SERVICE_AUTH_WINDOW_MS = 60_000;

/** The shared secret as every service and the gateway read it (SERVICE_AUTH_SECRET). */
export const serviceAuthSecret = z.string().min(32, 'must be at least 32 characters');

/** What a client signs with: the shared secret and the name it calls as (e.g. `gateway`). */
export interface ClientAuth {
  secret: string;
  caller: string;
}

/** What a server checks with. */
export interface ServerAuth {
  secret: string;
}

// Kubernetes probes and load balancers cannot sign, and health says nothing worth hiding.
const OPEN_PATH_PREFIX = '/grpc.health.v1.Health/';
const CALLER = /^[a-z0-9-]{1,64}$/;
const REFUSED = 'Service credentials missing or not valid.';

/** A short or empty secret would make every signature guessable; no server or client runs with one. */
function checkedSecret(secret: string): string {
  if (!serviceAuthSecret.safeParse(secret).success)
    throw new Error('the service auth secret must be at least 32 characters');
  return secret;
}

function mac(secret: string, caller: string, methodPath: string, at: string): Buffer {
  return createHmac('sha256', secret).update(`${caller}|${methodPath}|${at}`).digest();
}

/** The credential for one call of `methodPath` made at `nowMs`. */
export function signServiceCall(auth: ClientAuth, methodPath: string, nowMs = Date.now()): string {
  checkedSecret(auth.secret);
  if (!CALLER.test(auth.caller)) throw new Error(`service caller name must match ${CALLER}: '${auth.caller}'`);
  const at = String(nowMs);
  return `${auth.caller}.${at}.${mac(auth.secret, auth.caller, methodPath, at).toString('base64url')}`;
}

/** Whether `credential` was signed with `secret` for `methodPath` within the window around `nowMs`. */
export function isValidServiceCall(
  auth: ServerAuth,
  credential: unknown,
  methodPath: string,
  nowMs = Date.now(),
): boolean {
  if (typeof credential !== 'string') return false;
  const parts = credential.split('.');
  if (parts.length !== 3) return false;
  const [caller, at, signature] = parts as [string, string, string];
  if (!CALLER.test(caller) || !/^\d{1,15}$/.test(at)) return false;
  if (Math.abs(nowMs - Number(at)) > SERVICE_AUTH_WINDOW_MS) return false;
  const expected = mac(auth.secret, caller, methodPath, at);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Metadata carrying the credential, for calls not made through `createClient` (tools, probes). */
export function serviceAuthMetadata(auth: ClientAuth, methodPath: string, metadata = new Metadata()): Metadata {
  metadata.set(SERVICE_AUTH_METADATA, signServiceCall(auth, methodPath));
  return metadata;
}

/**
 * Refuses every call without a valid credential with UNAUTHENTICATED before any handler (or
 * reflection) sees it; only health stays open.
 */
export function serviceAuthInterceptor(auth: ServerAuth): ServerInterceptor {
  checkedSecret(auth.secret);
  return (method, call) =>
    new ServerInterceptingCall(call, {
      start: (next) =>
        next({
          onReceiveMetadata: (metadata, pass) => {
            const [credential] = metadata.get(SERVICE_AUTH_METADATA);
            if (method.path.startsWith(OPEN_PATH_PREFIX) || isValidServiceCall(auth, credential, method.path)) {
              pass(metadata);
            } else {
              call.sendStatus({ code: status.UNAUTHENTICATED, details: REFUSED, metadata: new Metadata() });
            }
          },
        }),
    });
}

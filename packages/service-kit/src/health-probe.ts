#!/usr/bin/env node
import { healthStatus } from './grpc-probes';
import { withinTime } from './time-limit';

/**
 * The container's HEALTHCHECK (`storefront-health-probe`): one question to the process in the same
 * container, exit 0 when it answers healthy, 1 with the reason on stderr otherwise. A connected
 * socket proves little (a server that listens but cannot reach its database still accepts), so
 * a gRPC service is asked `grpc.health.v1.Health/Check` and the gateway its HTTP health route.
 *
 * What to ask, from the argument or else HEALTH_PROBE:
 *   grpc             the server as a whole ('') at 127.0.0.1:$GRPC_PORT (the default)
 *   grpc:<service>   one service name, e.g. grpc:storefront.cart.v1.CartService (readiness:
 *                    SERVING only while its database and Redis answer)
 *   http:<path>      GET http://127.0.0.1:$PORT<path>, healthy on a 2xx answer
 */

export type ProbeTarget = { kind: 'grpc'; address: string; service: string } | { kind: 'http'; url: string };

const PROBE_TIMEOUT_MS = 3_000;

export function probeTarget(spec: string, env: NodeJS.ProcessEnv): ProbeTarget {
  if (spec === 'grpc' || spec.startsWith('grpc:')) {
    if (!env.GRPC_PORT) throw new Error('GRPC_PORT is not set');
    return { kind: 'grpc', address: `127.0.0.1:${env.GRPC_PORT}`, service: spec.slice('grpc:'.length) };
  }
  if (spec.startsWith('http:/')) {
    if (!env.PORT) throw new Error('PORT is not set');
    return { kind: 'http', url: `http://127.0.0.1:${env.PORT}${spec.slice('http:'.length)}` };
  }
  throw new Error(`cannot probe "${spec}": expected grpc, grpc:<service> or http:<path>`);
}

/** '' when healthy, else why not. */
export async function probe(target: ProbeTarget, timeoutMs = PROBE_TIMEOUT_MS): Promise<string> {
  if (target.kind === 'grpc') {
    const status = await healthStatus(target.address, target.service, timeoutMs);
    return status === 'SERVING' ? '' : `${target.service || 'the server'} is ${status}`;
  }
  const answer = await withinTime(fetch(target.url), timeoutMs);
  return answer.ok ? '' : `${target.url} answered ${answer.status}`;
}

if (require.main === module) {
  (async () => {
    const reason = await probe(probeTarget(process.argv[2] ?? process.env.HEALTH_PROBE ?? 'grpc', process.env));
    if (reason) throw new Error(reason);
  })().then(
    () => process.exit(0),
    (error: Error) => {
      process.stderr.write(`unhealthy: ${error.message}\n`);
      process.exit(1);
    },
  );
}

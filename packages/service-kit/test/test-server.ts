import { startGrpcServer, type GrpcServerSettings, type RunningGrpcServer } from '../src/grpc-server';
import { createLogger } from '../src/logger';
import { TEST_SERVICE_AUTH_SECRET } from '../src/testing';

/**
 * A gRPC server as the kit's tests run one: on a free loopback port, checking the test secret,
 * logging nothing unless the test passes a logger to read.
 */
export function startTestServer(
  settings: Pick<GrpcServerSettings, 'services'> & Partial<GrpcServerSettings>,
): Promise<RunningGrpcServer> {
  return startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ service: 'test', level: 'silent' }),
    auth: { secret: TEST_SERVICE_AUTH_SECRET },
    ...settings,
  });
}

import { healthStatus, reflectedServiceNames } from './grpc-probes';
import { expectForgedCallsRefused, testServiceAuth } from './testing';

/**
 * The tests every service's gRPC server passes, named after `subject` (e.g. 'cart'): health answers
 * SERVING for the server and for `serviceName`, reflection lists it to a signed caller, and none of
 * `signedMethods` (e.g. 'GetCart') answers a caller without valid credentials while health stays
 * open. `address` is read once the enclosing describe has started the server.
 */
export function itServesServerPlumbing(
  subject: string,
  serviceName: string,
  signedMethods: string[],
  address: () => string,
): void {
  it(`answers health checks with SERVING for the server and the ${subject} service`, async () => {
    await expect(healthStatus(address())).resolves.toBe('SERVING');
    await expect(healthStatus(address(), serviceName)).resolves.toBe('SERVING');
  });

  it(`lists the ${subject} service through server reflection`, async () => {
    await expect(reflectedServiceNames(address(), { auth: testServiceAuth() })).resolves.toEqual(
      expect.arrayContaining([serviceName, 'grpc.health.v1.Health']),
    );
  });

  it(`refuses callers without valid service credentials to ${signedMethods.join(', ')} while health stays open`, async () => {
    await expectForgedCallsRefused(address(), serviceName, signedMethods);
  });
}

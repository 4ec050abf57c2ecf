import { ConfigError } from '@storefront/service-kit';
import { TEST_SERVICE_AUTH_SECRET } from '@storefront/service-kit/testing';
import { loadGatewayConfig } from './config';

describe('gateway config', () => {
  const secret = 's'.repeat(32);
  const signed = { SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET };

  it('refuses to start a production gateway without CRUMB_SECRET, naming the variable', () => {
    const production = { ...signed, NODE_ENV: 'production' };
    expect(() => loadGatewayConfig(production)).toThrow(ConfigError);
    expect(() => loadGatewayConfig(production)).toThrow(/CRUMB_SECRET/);
    expect(loadGatewayConfig({ ...production, CRUMB_SECRET: secret }).CRUMB_SECRET).toBe(secret);
  });

  it('starts elsewhere without it (a key per process), and refuses a short one', () => {
    expect(loadGatewayConfig(signed).CRUMB_SECRET).toBeUndefined();
    expect(() => loadGatewayConfig({ ...signed, CRUMB_SECRET: 'short' })).toThrow(/CRUMB_SECRET/);
  });

  it('takes a list of replicas as a service address, and refuses what is no address', () => {
    const replicas = 'ipv4:127.0.0.1:50051,127.0.0.1:50061';
    expect(loadGatewayConfig({ ...signed, CATALOG_ADDR: replicas }).CATALOG_ADDR).toBe(replicas);
    expect(loadGatewayConfig({ ...signed, CART_ADDR: 'cart:50052' }).CART_ADDR).toBe('cart:50052');
    expect(() => loadGatewayConfig({ ...signed, CART_ADDR: 'cart' })).toThrow(/CART_ADDR/);
  });

  it('refuses to start without the secret that signs its calls to the services', () => {
    expect(() => loadGatewayConfig({})).toThrow(/SERVICE_AUTH_SECRET/);
  });
});

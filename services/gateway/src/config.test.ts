import { ConfigError } from '@storefront/service-kit';
import { loadGatewayConfig } from './config';

describe('gateway config', () => {
  const secret = 's'.repeat(32);

  it('refuses to start a production gateway without CRUMB_SECRET, naming the variable', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/CRUMB_SECRET/);
    expect(loadGatewayConfig({ NODE_ENV: 'production', CRUMB_SECRET: secret }).CRUMB_SECRET).toBe(secret);
  });

  it('starts elsewhere without it (a key per process), and refuses a short one', () => {
    expect(loadGatewayConfig({}).CRUMB_SECRET).toBeUndefined();
    expect(() => loadGatewayConfig({ CRUMB_SECRET: 'short' })).toThrow(/CRUMB_SECRET/);
  });
});

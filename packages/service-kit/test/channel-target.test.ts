import { channelTarget } from '../src/channel-target';

describe('channelTarget', () => {
  it('resolves a plain host:port through DNS, so every address of the name is used', () => {
    expect(channelTarget('catalog:50051')).toBe('dns:///catalog:50051');
    expect(channelTarget('catalog.storefront.svc.cluster.local:50051')).toBe(
      'dns:///catalog.storefront.svc.cluster.local:50051',
    );
    expect(channelTarget('127.0.0.1:50051')).toBe('dns:///127.0.0.1:50051');
    expect(channelTarget('[::1]:50051')).toBe('dns:///[::1]:50051');
  });

  it('keeps an address that names its scheme', () => {
    for (const target of [
      'dns:///catalog:50051',
      'dns://10.0.0.10/catalog:50051',
      'dns:catalog:50051',
      'ipv4:127.0.0.1:50051,127.0.0.1:50052',
      'ipv6:[::1]:50051',
      'unix:/run/catalog.sock',
      'xds:///catalog',
    ]) {
      expect(channelTarget(target)).toBe(target);
    }
  });
});

/**
 * Schemes grpc-js resolves itself (`dns:`, `ipv4:127.0.0.1:1,127.0.0.1:2`, `unix:/path`), and any
 * target written as a URI with an authority (`dns://8.8.8.8/catalog:50051`, `xds:///catalog`).
 */
const NAMED_SCHEME = /^(?:(?:dns|ipv4|ipv6|unix):|[a-z][a-z0-9+.-]*:\/\/)/i;

/**
 * The grpc-js target for a service address. A plain `host:port` becomes `dns:///host:port`, so the
 * name is resolved through DNS and every address it has (each replica behind a Kubernetes headless
 * Service) reaches the load balancer. Written out so that this does not hang on which default
 * scheme grpc-js (or a module registering its own) happens to have. An address that already names
 * a scheme is the operator's choice and is kept.
 */
export function channelTarget(address: string): string {
  return NAMED_SCHEME.test(address) ? address : `dns:///${address}`;
}

import type { RemoteName } from './hook-table';

/**
 * The gateway serves `frontends/<name>/dist/` here. The file names the remote's entry module
 * (frontends/rspack.remote.mjs writes it); it is never cached, so deploys take effect.
 */
export const remoteAddress = (remote: RemoteName): string => `/frontends/${remote}/remote-assets.json`;

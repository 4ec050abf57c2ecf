import type { RemoteName } from './hook-table';

/** Containers carry a prefix so their globals cannot collide with the merchant's own scripts. */
export const containerName = (remote: RemoteName): string => `storefront_${remote}`;

/** The gateway serves `frontends/<name>/dist/` here; the manifest is never cached, so deploys take effect. */
export const manifestUrl = (remote: RemoteName): string => `/frontends/${remote}/mf-manifest.json`;

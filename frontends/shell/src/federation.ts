import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { RemoteName } from './hook-table';
import type { Mount, RemoteMountModule } from '@storefront/contracts';
import { containerName, manifestUrl } from './remote-address';

export type MountLoader = (remote: RemoteName) => Promise<Mount>;

/**
 * One federation instance for the page. A remote is registered only when the page first needs it
 * (on start, or later when a document event wakes a hook), so nothing else is fetched. The shell
 * provides no shared modules: the remotes each offer React in the one `default` share scope of
 * this instance, the first one registered serves every remote, so React and react-dom are
 * downloaded once however many remotes mount.
 */
export function createMountLoader(): MountLoader {
  // remotes are built with `experiments.externalRuntime`: they take the federation core from this
  // global instead of each bundling its own copy (about 20 KB gzipped per remote)
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  const federation = createInstance({ name: 'storefront_shell', remotes: [], shared: {} });
  const registered = new Set<RemoteName>();
  return async (remote) => {
    if (!registered.has(remote)) {
      registered.add(remote);
      federation.registerRemotes([
        { name: containerName(remote), entry: new URL(manifestUrl(remote), document.baseURI).href },
      ]);
    }
    const exposed = await federation.loadRemote<RemoteMountModule>(`${containerName(remote)}/mount`);
    if (!exposed || typeof exposed.mount !== 'function') throw new Error(`${remote}/mount does not export mount()`);
    return exposed.mount;
  };
}

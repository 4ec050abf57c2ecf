import type { Mount, RemoteMountModule } from '@storefront/contracts';

/**
 * Loads a remote's `mount`: its remote-assets.json (never cached, so a deploy takes effect)
 * names the entry's ES modules, the last of which is the entry itself; the browser imports them
 * straight.
 */
export async function loadRemoteMount(assetsUrl: string): Promise<Mount> {
  const response = await fetch(assetsUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${assetsUrl} answered HTTP ${response.status}`);
  const { scripts } = (await response.json()) as { scripts?: unknown };
  if (!Array.isArray(scripts) || scripts.length === 0 || !scripts.every((script) => typeof script === 'string'))
    throw new Error(`${assetsUrl} lists no scripts`);
  const modules = await Promise.all(
    (scripts as string[]).map(
      (script) =>
        import(/* webpackIgnore: true */ new URL(script, document.baseURI).href) as Promise<Partial<RemoteMountModule>>,
    ),
  );
  const entry = modules[modules.length - 1];
  if (typeof entry?.mount !== 'function') throw new Error(`${assetsUrl}: the entry does not export mount()`);
  return entry.mount;
}

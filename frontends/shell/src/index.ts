/**
 * The shell: runs on every page, so it stays tiny and React-free. It looks for server markup hooks
 * and, only when some exist, fetches the federation runtime and the remotes those hooks belong to.
 */
import { cookieValue } from './cookie-jar';
import { findHooks } from './hook-table';
import type { MountLoader } from './federation';
import { readPageContext } from './page-context';
import { manifestUrl } from './remote-address';
import { reportRemoteFailure } from './remote-failure';

async function start(): Promise<void> {
  const needed = findHooks<Element>(document, { hasCart: cookieValue(document.cookie, 'hasCart') === 'true' });
  if (needed.size === 0) return;
  const pageContext = readPageContext(document);
  const remotes = [...needed.keys()];

  let loadMount: MountLoader;
  try {
    const { createMountLoader } = await import(/* webpackChunkName: "federation" */ './federation');
    loadMount = createMountLoader(remotes);
  } catch (error) {
    for (const remote of remotes) reportRemoteFailure({ remote, url: manifestUrl(remote), error });
    return;
  }

  await Promise.all(
    remotes.map(async (remote) => {
      try {
        const mount = await loadMount(remote);
        await mount({ elements: needed.get(remote) ?? [], pageContext });
      } catch (error) {
        reportRemoteFailure({ remote, url: manifestUrl(remote), error });
      }
    }),
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
else void start();

import type { MountOptions } from '@storefront/contracts';
import { isScreenName } from './screen-names';

/**
 * Owner remote: the screens of the /config area. Every hook `[data-owner-page]` names its screen;
 * React and the screens come in one lazy chunk, fetched only when a hook has a screen.
 */
export async function mount({ elements }: MountOptions): Promise<void> {
  const hooks = elements.filter(
    (element): element is HTMLElement => element instanceof HTMLElement && isScreenName(element.dataset.ownerPage),
  );
  if (hooks.length === 0) return;
  const { renderOwnerScreen } = await import(/* webpackChunkName: "owner-screens" */ './owner-screen-root');
  for (const hook of hooks) renderOwnerScreen(hook);
}

export default mount;

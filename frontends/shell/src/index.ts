/**
 * The shell: runs on every page, so it stays tiny and React-free. It looks for server markup hooks
 * and, only when some exist, imports the remotes those hooks belong to, each one ES module, and
 * offers them its one copy of React, itself fetched only when a remote first renders with it.
 * Hooks held back by a page condition may be woken later by a document event (hook table `wakeOn`).
 * It also records the page view for census and reports the page's JavaScript errors from the start,
 * and loads the performance collector
 * once the page has loaded and is idle.
 */
import { visitorMayHaveCart } from './cart-presence';
import { recordPageView } from './census';
import { afterLoadAndIdle } from './collector-loader';
import { holdEarlyPresses } from './early-presses';
import { SCRIPTED_GALLERIES } from './gallery-hook';
import { findHooks, findWakeHooks, pressesOf, type PageConditions, type RemoteName } from './hook-table';
import type { StorefrontContext } from '@storefront/contracts';
import { currentPageContext } from './page-context';
import { pageErrorReporter } from './page-error-reporter';
import { listenForPageErrors } from './page-errors';
import { loadRemoteMount } from './remote-mount';
import { remoteAddress } from './remote-address';
import { reportRemoteFailure } from './remote-failure';
import { offerSharedModules } from './shared-react';

/** Defined by the shell's build from frontends/rspack.remote.mjs, the remotes' side of it. */
declare const SHARED_MODULES_GLOBAL: string;

listenForPageErrors(window, pageErrorReporter);
offerSharedModules(globalThis, SHARED_MODULES_GLOBAL);
// before any remote mounts: they read the visitor cookie this brings up to date
recordPageView(currentPageContext());

async function mountRemote(
  remote: RemoteName,
  elements: Element[],
  pageContext: StorefrontContext | null,
  /** For woken hooks: the latest waking event, read just before mounting. */
  latestTrigger?: () => Event,
): Promise<void> {
  const presses = pressesOf(remote);
  const release = presses ? holdEarlyPresses<HTMLElement>(presses, document) : () => undefined;
  try {
    const mount = await loadRemoteMount(remoteAddress(remote));
    await mount(latestTrigger ? { elements, pageContext, trigger: latestTrigger() } : { elements, pageContext });
  } catch (error) {
    release();
    reportRemoteFailure({ remote, url: remoteAddress(remote), error });
    return;
  }
  // the visitor's press from before the remote arrived, now that something listens
  const pressed = release();
  if (pressed?.isConnected) pressed.click();
}

function listenForWakeHooks(conditions: PageConditions, pageContext: () => StorefrontContext | null): void {
  for (const hook of findWakeHooks(conditions)) {
    const wakeOn = hook.wakeOn as string;
    let latest: Event | undefined;
    let woken = false;
    // keeps listening while the remote loads, so it starts from the newest event, not the first
    const wake = (event: Event) => {
      latest = event;
      if (woken) return;
      const elements = Array.from(document.querySelectorAll(hook.selector));
      if (elements.length === 0) return;
      woken = true;
      void mountRemote(hook.remote, elements, pageContext(), () => {
        document.removeEventListener(wakeOn, wake);
        return latest as Event;
      });
    };
    document.addEventListener(wakeOn, wake);
  }
}

async function start(): Promise<void> {
  const conditions: PageConditions = { hasCart: visitorMayHaveCart(document.cookie) };
  listenForWakeHooks(conditions, currentPageContext);

  // Prices in a visitor's presentment currency: only in a store that offers one, before the remotes
  // mount, so what they render is converted as it arrives.
  const context = currentPageContext();
  if (context?.presentmentRates?.length)
    void import(/* webpackChunkName: "presentment" */ './presentment').then(({ offerPresentment }) =>
      offerPresentment(document, window, context),
    );

  // Galleries need no remote, only their own small chunk, and only on a page that has one; should
  // it fail, the unhandled rejection reaches the page's error report and the images stay as served.
  if (document.querySelector(SCRIPTED_GALLERIES))
    void import(/* webpackChunkName: "gallery" */ './gallery').then(({ enhanceGalleries }) =>
      enhanceGalleries(document, window),
    );

  const needed = findHooks<Element>(document, conditions);
  if (needed.size === 0) return;
  await Promise.all([...needed].map(([remote, elements]) => mountRemote(remote, elements, currentPageContext())));
}

afterLoadAndIdle(() => {
  import(/* webpackChunkName: "collector" */ './collector')
    .then(({ startCollector }) => startCollector(currentPageContext()))
    // a collector that cannot load costs the visitor nothing; its absence shows in the owner's figures
    .catch(() => undefined);
}, window);

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
else void start();

import type { Page, Request, Response } from 'playwright-core';

const QUIET_MS = 500;

/**
 * Waits until `page` has loaded and then made no request for half a second. Playwright's
 * 'networkidle' does not wait for the load event: on a starved machine it can fire while the page's
 * deferred scripts have not run yet, before they set cookies or send their calls.
 */
export async function settledAfterLoad(page: Page, navigate: () => Promise<Response | null>): Promise<Response | null> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const response = await navigate();
    await page.waitForLoadState('load');
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight.size > 0) quietSince = Date.now();
    }
    return response;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

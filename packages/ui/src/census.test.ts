/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { StorefrontContext } from '@storefront/contracts';
import {
  CENSUS_BUTTON_TIMEOUT_MS,
  CENSUS_EVENTS_PATH,
  postCensusCall,
  postCensusEvent,
  postShoppingEvent,
  setCensusPage,
} from './census';

interface Sent {
  path: string;
  init: RequestInit;
}

/** The gateway answering every call with `status` (or not at all), recording what was sent. */
function gatewayAnswering(status: number | 'network failure' | 'never') {
  const sent: Sent[] = [];
  globalThis.fetch = ((path: string, init: RequestInit) => {
    sent.push({ path, init });
    if (status === 'network failure') return Promise.reject(new TypeError('Failed to fetch'));
    if (status === 'never')
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    // jsdom has no Response: the fields the client reads
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => '' } as Response);
  }) as typeof fetch;
  return sent;
}

const context = {
  websiteId: 'site-1',
  itemId: 'item-9',
  collectionId: 'col-1',
  pageType: 'product-detail',
  storeSettings: { selectedCurrency: 'EUR', expressCheckout: false, multipleQuantityAllowedForServices: true },
} as StorefrontContext;

function formOf(sent: Sent): URLSearchParams {
  return sent.init.body as URLSearchParams;
}

describe('census event posts (spec §7, §8)', () => {
  let warn: jest.SpiedFunction<typeof console.warn>;

  beforeEach(() => {
    document.cookie = 'crumb=crumb-1';
    document.cookie = 'ss_cvr=v1|1|2|3|4';
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u' }))}`;
    document.title = 'Mug';
    window.history.replaceState(null, '', '/shop/p/mug');
    setCensusPage(context);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => warn.mockRestore());

  it('posts a commerce event form-encoded with its name, JSON data and the crumb', async () => {
    const sent = gatewayAnswering(202);
    await postCensusEvent('add to cart', { item_id: 'item-9' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(CENSUS_EVENTS_PATH);
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.keepalive).toBe(true);
    const form = formOf(sent[0] as Sent);
    expect(form.get('event')).toBe('add to cart');
    expect(JSON.parse(form.get('data') as string)).toEqual({ item_id: 'item-9' });
    expect(form.get('crumb')).toBe('crumb-1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a refused post as the warning of spec §8 and does not throw', async () => {
    gatewayAnswering(400);
    await expect(postCensusEvent('search', {})).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Error tracking event: HTTP Status 400');
  });

  it('stays silent when there is no answer at all', async () => {
    gatewayAnswering('network failure');
    await expect(postCensusEvent('search', {})).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('adds the page and visitor fields of spec §7 to a shopping event', async () => {
    const sent = gatewayAnswering(202);
    await postShoppingEvent('CommerceShopping_AddToCart', { item_id: 'item-9', error_type: 'OUT_OF_STOCK' });
    const form = formOf(sent[0] as Sent);
    expect(form.get('event')).toBe('CommerceShopping_AddToCart');
    expect(JSON.parse(form.get('data') as string)).toEqual({
      website_id: 'site-1',
      page_id: 'item-9',
      currency_code: 'EUR',
      logged_in: true,
      ss_cvr: 'v1|1|2|3|4',
      item_id: 'item-9',
      error_type: 'OUT_OF_STOCK',
    });
  });

  it('sends JSON census calls with the page context, the visitor cookie and the crumb header', async () => {
    const sent = gatewayAnswering(204);
    await postCensusCall('/api/census/form-render', { formId: 'f1' });
    expect(sent[0]?.path).toBe('/api/census/form-render');
    expect((sent[0]?.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('crumb-1');
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({
      pageTitle: 'Mug',
      pageId: 'item-9',
      contentSource: 'i',
      pagePath: '/shop/p/mug',
      pagePermissionTypeValue: 1,
      visitorCookie: 'v1|1|2|3|4',
      formId: 'f1',
    });
  });

  it('gives a button call up after 2.5 s, without an error reaching the page', async () => {
    jest.useFakeTimers();
    try {
      gatewayAnswering('never');
      let settled = false;
      const call = postCensusCall('/api/census/button-click', {}, CENSUS_BUTTON_TIMEOUT_MS).then(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(CENSUS_BUTTON_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('swallows a refused census call', async () => {
    gatewayAnswering(400);
    await expect(postCensusCall('/api/census/overlay', { overlayType: 'promo-popup' })).resolves.toBeUndefined();
  });
});

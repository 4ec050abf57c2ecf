import { describe, expect, it, jest } from '@jest/globals';
import type { StorefrontContext } from '@storefront/contracts';
import {
  BUTTON_CALL_TIMEOUT_MS,
  BUTTON_CLICK_PATH,
  BUTTON_RENDER_PATH,
  buttonPageContext,
  countButtons,
  sendButtonCall,
  type ButtonElement,
  type ButtonPageContext,
} from './button-calls';

/** An element matched by class, as the server's markup has them. */
function element(className: string, attributes: Record<string, string> = {}, parent?: ButtonElement): ButtonElement {
  const self: ButtonElement = {
    matches: (selector) => selector.split(',').some((one) => one.trim() === `.${className}`),
    getAttribute: (name) => attributes[name] ?? null,
    closest: (selector) => (self.matches(selector) ? self : (parent?.closest(selector) ?? null)),
  };
  return self;
}

const page: ButtonPageContext & Record<string, unknown> = {
  pageTitle: 'Mug — Shop',
  pageId: 'item-1',
  contentSource: 'i',
  pagePath: '/shop/p/mug',
  pagePermissionTypeValue: 1,
  visitorCookie: 'abc|1|1|1|1',
};

type Listener = (event: { type: string; key?: string; target: unknown }) => void;

function setUp(elements: ButtonElement[]) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const listeners: { type: string; listener: Listener }[] = [];
  countButtons(
    { querySelectorAll: () => elements },
    { addEventListener: (type, listener) => listeners.push({ type, listener }) },
    () => page,
    async (path, body) => {
      posts.push({ path, body: JSON.parse(body) as Record<string, unknown> });
    },
  );
  // as the browser does: each event to the listeners of its type
  const press = (event: { type: string; key?: string; target: unknown }) =>
    listeners.filter(({ type }) => type === event.type).forEach(({ listener }) => listener(event));
  return { posts, press };
}

describe('button-render and button-click (spec §7)', () => {
  it('counts each add-to-cart and quick-view button of the page as rendered, with the page context and visitorCookie', async () => {
    const add = element('sqs-add-to-cart-button', { 'data-item-id': 'item-1' });
    const quick = element('sqs-product-quick-view-button', { 'data-id': 'item-2' });
    const { posts } = setUp([add, quick]);
    await Promise.resolve();
    expect(posts).toEqual([
      { path: BUTTON_RENDER_PATH, body: { ...page, buttonType: 'add-to-cart', itemId: 'item-1' } },
      { path: BUTTON_RENDER_PATH, body: { ...page, buttonType: 'quick-view', itemId: 'item-2' } },
    ]);
  });

  it('counts a click, or Enter or Space, on a counted button (or inside it) as a button click; other presses not', async () => {
    const add = element('sqs-add-to-cart-button', { 'data-item-id': 'item-1' });
    const label = element('sqs-add-to-cart-button-inner', {}, add);
    const { posts, press } = setUp([add]);
    posts.length = 0;
    press({ type: 'click', target: label });
    press({ type: 'keydown', key: 'Enter', target: add });
    press({ type: 'keydown', key: ' ', target: add });
    press({ type: 'keydown', key: 'Tab', target: add });
    press({ type: 'click', target: element('sqs-block-button') });
    press({ type: 'click', target: null });
    await Promise.resolve();
    expect(posts.map(({ path }) => path)).toEqual([BUTTON_CLICK_PATH, BUTTON_CLICK_PATH, BUTTON_CLICK_PATH]);
    expect(posts[0]!.body).toEqual({ ...page, buttonType: 'add-to-cart', itemId: 'item-1' });
  });

  it('gives a call up after 2.5 s and never lets a failure reach the page', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hanging = sendButtonCall(BUTTON_CLICK_PATH, page, (_path, _body, given) => {
        signal = given;
        return new Promise((_resolve, reject) => given.addEventListener('abort', () => reject(new Error('aborted'))));
      });
      jest.advanceTimersByTime(BUTTON_CALL_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal?.aborted).toBe(true);
      await expect(hanging).resolves.toBeUndefined();
      await expect(
        sendButtonCall(BUTTON_RENDER_PATH, page, () => Promise.reject(new Error('offline'))),
      ).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the item page by its item, any other page by its collection', () => {
    const context = { itemId: 'item-1', collectionId: 'shop' } as StorefrontContext;
    const where = { title: 'Mug', path: '/shop/p/mug' };
    expect(buttonPageContext(context, where, 'v|1|1|1|1')).toEqual({
      pageTitle: 'Mug',
      pageId: 'item-1',
      contentSource: 'i',
      pagePath: '/shop/p/mug',
      pagePermissionTypeValue: 1,
      visitorCookie: 'v|1|1|1|1',
    });
    expect(buttonPageContext({ ...context, itemId: null }, where, '')).toMatchObject({
      pageId: 'shop',
      contentSource: 'c',
    });
  });
});

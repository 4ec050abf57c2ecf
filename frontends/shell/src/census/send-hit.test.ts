import { describe, expect, it } from '@jest/globals';
import { hitData, type HitSurroundings } from './hit-data';
import { RECORD_HIT_PATH, sendHit, type HitTransport } from './send-hit';
import type { StorefrontContext } from '@storefront/contracts';

const around: HitSurroundings = {
  location: { href: 'https://shop.example/shop/p/mug?color=red', search: '?color=red' },
  document: { title: 'Mug', referrer: 'https://search.example/', documentElement: { lang: 'en-US' } },
  navigator: { userAgent: 'Test/1.0', language: 'fr' },
  viewport: { innerHeight: 700, innerWidth: 1200 },
  screen: { height: 1080, width: 1920 },
  localStorageSupported: true,
};

const context = {
  websiteId: 'w1',
  templateId: 't1',
  itemId: 'item-1',
  collectionId: 'c1',
  pageType: 'product-detail',
} as StorefrontContext;

describe('hit data (spec §3)', () => {
  it('names every field of the spec from the page and its context', () => {
    expect(hitData(context, around, 42)).toEqual({
      websiteId: 'w1',
      templateId: 't1',
      website_locale: 'en-US',
      userAgent: 'Test/1.0',
      clientDate: 42,
      viewportInnerHeight: 700,
      viewportInnerWidth: 1200,
      screenHeight: 1080,
      screenWidth: 1920,
      url: 'https://shop.example/shop/p/mug?color=red',
      title: 'Mug',
      itemId: 'item-1',
      recordType: 11,
      collectionId: 'c1',
      localStorageSupported: true,
      queryString: 'color=red',
      referrer: 'https://search.example/',
    });
  });

  it('falls back to the browser language and empty ids without a page context', () => {
    const data = hitData(null, { ...around, document: { ...around.document, documentElement: { lang: '' } } }, 1);
    expect(data).toMatchObject({ websiteId: '', website_locale: 'fr', itemId: null, recordType: null });
  });
});

describe('sendHit (spec §7 RecordHit)', () => {
  const data = hitData(context, around, 42);

  function recording(beaconAnswer: boolean | 'throws' | 'absent', postFails = false) {
    const sent: { how: string; url: string; body: URLSearchParams }[] = [];
    const transport: HitTransport = {
      beacon:
        beaconAnswer === 'absent'
          ? undefined
          : (url, body) => {
              if (beaconAnswer === 'throws') throw new Error('blocked');
              sent.push({ how: 'beacon', url, body });
              return beaconAnswer;
            },
      post: (url, body) => {
        sent.push({ how: 'post', url, body });
        return postFails ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    };
    return { sent, transport };
  }

  it('sends one form-encoded beacon with event, data, ss_cvr and crumb', () => {
    const { sent, transport } = recording(true);
    sendHit(data, 'v|1|2|3|4', 'crumb-1', transport);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(RECORD_HIT_PATH);
    const body = sent[0]?.body as URLSearchParams;
    expect(body.get('event')).toBe('View');
    expect(JSON.parse(body.get('data') as string)).toEqual(data);
    expect(body.get('ss_cvr')).toBe('v|1|2|3|4');
    expect(body.get('crumb')).toBe('crumb-1');
  });

  it.each([false, 'throws', 'absent'] as const)('falls back to a post when the beacon is %s', (answer) => {
    const { sent, transport } = recording(answer);
    sendHit(data, 'v|1|2|3|4', 'c', transport);
    expect(sent.map((s) => s.how).filter((how) => how === 'post')).toHaveLength(1);
  });

  it('swallows a failed post', async () => {
    const { transport } = recording(false, true);
    expect(() => sendHit(data, 'v|1|2|3|4', 'c', transport)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { announce, prepareAnnouncer } from './announcer';

/** A document whose <body> collects the elements appended to it. */
function fakeDocument() {
  const appended: { attributes: Record<string, string>; textContent: string; isConnected: boolean }[] = [];
  const doc = {
    createElement: () => {
      const element = {
        attributes: {} as Record<string, string>,
        textContent: '',
        className: '',
        isConnected: false,
        ownerDocument: doc,
        style: { cssText: '' },
        setAttribute: (name: string, value: string) => (element.attributes[name] = value),
      };
      return element;
    },
    body: {
      append: (element: (typeof appended)[number]) => {
        element.isConnected = true;
        appended.push(element);
      },
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('announce', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('has one polite status region, made before there is anything to say', () => {
    const { doc, appended } = fakeDocument();
    prepareAnnouncer(doc);
    prepareAnnouncer(doc);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.attributes).toEqual({ role: 'status', 'aria-live': 'polite' });
    expect(appended[0]!.textContent).toBe('');
  });

  it('says the same words twice: the region is emptied and filled a moment later', () => {
    const { doc, appended } = fakeDocument();
    announce('Added!', doc);
    const region = appended[0]!;
    jest.advanceTimersByTime(50);
    expect(region.textContent).toBe('Added!');
    announce('Added!', doc);
    expect(region.textContent).toBe('');
    jest.advanceTimersByTime(50);
    expect(region.textContent).toBe('Added!');
    expect(appended).toHaveLength(1);
  });

  it('says only the latest of words that come faster than it can speak them', () => {
    const { doc, appended } = fakeDocument();
    announce('Adding…', doc);
    announce('Added!', doc);
    jest.advanceTimersByTime(50);
    expect(appended[0]!.textContent).toBe('Added!');
    jest.advanceTimersByTime(1000);
    expect(appended[0]!.textContent).toBe('Added!');
  });
});

import type { Locator } from 'playwright-core';

/** One observed state of an element: its text and classes, at ms after the observation began. */
export interface Moment {
  at: number;
  text: string;
  className: string;
}

/**
 * Records, inside the page, every change of the element's text and class with the page's own
 * clock, so timings are measured where they happen rather than across the test's round trips.
 * The clock starts at the next press (click, or Enter/Space) on the element, seen in the capture
 * phase before any handler runs; `moments()` reads the log from there.
 */
export async function watchLabel(element: Locator): Promise<{ moments(): Promise<Moment[]> }> {
  await element.evaluate((node) => {
    const log: { at: number; text: string; className: string }[] = [];
    const state = { t0: performance.now(), log };
    const record = () =>
      log.push({ at: performance.now() - state.t0, text: (node.textContent ?? '').trim(), className: node.className });
    new MutationObserver(record).observe(node, {
      attributes: true,
      attributeFilter: ['class'],
      characterData: true,
      childList: true,
      subtree: true,
    });
    const press = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      state.t0 = event.timeStamp;
      log.length = 0;
      node.removeEventListener('click', press, true);
      node.removeEventListener('keydown', press, true);
    };
    node.addEventListener('click', press, true);
    node.addEventListener('keydown', press, true);
    (node as unknown as { __timeline: typeof state }).__timeline = state;
  });
  return {
    moments: () =>
      element.evaluate((node) => {
        const { log } = (node as unknown as { __timeline: { log: Moment[] } }).__timeline;
        // Collapse repeats: several mutations can land in one state.
        return log.filter(
          (moment, i) => i === 0 || moment.text !== log[i - 1].text || moment.className !== log[i - 1].className,
        );
      }),
  };
}

/** The first moment at which the text became `text`. */
export function firstWith(moments: Moment[], text: string): Moment | undefined {
  return moments.find((moment) => moment.text === text);
}
